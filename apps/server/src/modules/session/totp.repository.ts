import type { Db } from '../../db/database.js';

/** TOTP columns of members; scoped to the merchant like every member query. */

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
