import type { Db } from '../../db/database.js';

/**
 * Member columns other modules change through the member module: TOTP (session), the payment
 * password and the payee name (payments). Scoped to the merchant like every member query;
 * `db` may be the caller's transaction.
 */

export async function findTotp(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('members')
    .select(['totp_secret', 'totp_enabled'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Stores a pending secret; never replaces an enabled one. */
export async function savePendingTotpSecret(db: Db, merchantId: string, memberId: string, secret: string) {
  const r = await db
    .updateTable('members')
    .set({ totp_secret: secret, totp_enabled: false })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('totp_enabled', '=', false)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Enables the secret that was checked (not one a concurrent setup may have swapped in). */
export async function markTotpEnabled(db: Db, merchantId: string, memberId: string, secret: string) {
  await db
    .updateTable('members')
    .set({ totp_enabled: true })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('totp_secret', '=', secret)
    .execute();
}

/** The member's login and payment password hashes. */
export async function findPasswordHashes(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('members')
    .select(['password_hash', 'payment_password_hash'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Replaces the hash only if it is still `expected` (null: not set yet), so a concurrent change cannot be lost. */
export async function replacePaymentPasswordHash(
  db: Db,
  merchantId: string,
  memberId: string,
  hash: string,
  expected: string | null,
): Promise<boolean> {
  const r = await db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('payment_password_hash', expected === null ? 'is' : '=', expected)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** The member row, locked: bank account bindings of one member run one at a time (the limit of 3 holds). */
export async function lockMemberPayee(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('members')
    .select(['payee_name'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

/** Called under lockMemberPayee, after checking the member has none. */
export async function setPayeeName(db: Db, merchantId: string, memberId: string, payeeName: string) {
  await db
    .updateTable('members')
    .set({ payee_name: payeeName })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

/**
 * Self-exclusion's end (the responsible-gaming module's decision; null lifts it). The session
 * check, sign-in and the seamless bet read it from here.
 */
export async function setExcludedUntil(db: Db, merchantId: string, memberId: string, until: Date | null) {
  await db
    .updateTable('members')
    .set({ excluded_until: until })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

/** The member set a stake or loss limit (responsible gaming): from now on seamless bets check them. */
export async function markPlayLimited(db: Db, merchantId: string, memberId: string) {
  await db
    .updateTable('members')
    .set({ play_limited: true })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}
