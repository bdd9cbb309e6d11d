import type { OperatorRole } from '@playhouse/contract';
import type { Db } from '../../db/database.js';

/** Queries of operator_keys; a key is read with its maker, whose rights bound the key's. */

const keyColumns = [
  'k.id',
  'k.merchant_id',
  'k.name',
  'k.role',
  'k.created_at',
  'k.expires_at',
  'k.revoked_at',
  'k.created_by',
  'm.code as merchant_code',
  'u.username as maker_username',
  'u.role as maker_role',
  'u.disabled_at as maker_disabled_at',
  'u.activated_at as maker_activated_at',
] as const;

const keysWithMaker = (db: Db) =>
  db
    .selectFrom('operator_keys as k')
    .innerJoin('merchants as m', 'm.id', 'k.merchant_id')
    .leftJoin('operator_users as u', 'u.id', 'k.created_by')
    .select(keyColumns);

export const keyByHash = (db: Db, keyHash: Buffer) => keysWithMaker(db).where('k.key_hash', '=', keyHash).executeTakeFirst();

export type KeyRow = NonNullable<Awaited<ReturnType<typeof keyByHash>>>;

export const keyById = (db: Db, id: string) => keysWithMaker(db).where('k.id', '=', id).executeTakeFirst();

/** Who made a key (null: a seed or a since-removed user). */
export const keyCreatorOf = async (db: Db, id: string): Promise<string | null> =>
  (await db.selectFrom('operator_keys').select('created_by').where('id', '=', id).executeTakeFirst())?.created_by ?? null;

/** Keys of one merchant, or of every merchant (merchantId undefined); optionally only those one operator made. */
export function listKeys(db: Db, f: { merchantId?: string | undefined; createdBy?: string | undefined }) {
  let q = keysWithMaker(db).orderBy('k.id');
  if (f.merchantId !== undefined) q = q.where('k.merchant_id', '=', f.merchantId);
  if (f.createdBy !== undefined) q = q.where('k.created_by', '=', f.createdBy);
  return q.execute();
}

export const keyByName = (db: Db, merchantId: string, name: string) =>
  db.selectFrom('operator_keys').select('id').where('merchant_id', '=', merchantId).where('name', '=', name).executeTakeFirst();

/** Inserts a key; its id, or null when the merchant already has a key of that name. */
export async function insertKey(
  db: Db,
  k: { merchantId: string; name: string; keyHash: Buffer; role: OperatorRole; expiresAt: Date | null; createdBy: string | null },
): Promise<string | null> {
  const row = await db
    .insertInto('operator_keys')
    .values({
      merchant_id: k.merchantId,
      name: k.name,
      key_hash: k.keyHash,
      role: k.role,
      expires_at: k.expiresAt,
      created_by: k.createdBy,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Locks a key for its revocation; merchantId limits it to one merchant's keys. */
export function lockKey(db: Db, id: string, merchantId: string | undefined) {
  let q = db.selectFrom('operator_keys').select(['id', 'merchant_id', 'revoked_at']).where('id', '=', id);
  if (merchantId !== undefined) q = q.where('merchant_id', '=', merchantId);
  return q.forUpdate().executeTakeFirst();
}

export async function revokeKey(db: Db, id: string): Promise<void> {
  await db
    .updateTable('operator_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live key an operator made; answers their ids. */
export async function revokeKeysMadeBy(db: Db, operatorId: string): Promise<string[]> {
  const rows = await db
    .updateTable('operator_keys')
    .set({ revoked_at: new Date() })
    .where('created_by', '=', operatorId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
