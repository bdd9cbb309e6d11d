import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** password_resets: single-use links, stored as SHA-256 of the token, scoped by merchant. */

/** Stores a new reset and retires the member's earlier unused ones, so only the latest link works. */
export async function createReset(db: Db, merchantId: string, memberId: string, tokenHash: Buffer, minutes: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        token_hash: tokenHash,
        expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` as unknown as Date,
      })
      .execute();
  });
}

/** The member of a live (unused, unexpired) reset in this merchant, without using it. */
export async function findLiveReset(db: Db, merchantId: string, tokenHash: Buffer): Promise<string | null> {
  const row = await db
    .selectFrom('password_resets')
    .select('member_id')
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/** Uses a live reset; null when another request used it first (or it just expired). */
export async function useReset(db: Pick<Db, 'updateTable'>, merchantId: string, tokenHash: Buffer): Promise<string | null> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/** Cleanup job: reset links expired a day ago. */
export async function purgeExpiredPasswordResets(db: Db) {
  await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
