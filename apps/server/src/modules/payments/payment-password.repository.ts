import type { Db } from '../../db/database.js';

/** The member's login and payment password hashes (members table). */
export async function findSecrets(db: Db, merchantId: string, memberId: string) {
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
