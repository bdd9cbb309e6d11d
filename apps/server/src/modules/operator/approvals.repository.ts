import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ApprovalKind } from '../../db/schema.operator.js';

/** Queries of operator_approvals: owner-level changes waiting for a second owner. */

const columns = [
  'a.id',
  'a.kind',
  'a.operator_id',
  'a.merchant_id',
  'a.password_hash',
  'a.end_keys',
  'a.requested_by',
  'a.requested_name',
  'a.status',
  'a.decided_by',
  'a.decided_name',
  'a.decided_at',
  'a.created_at',
  'a.expires_at',
  'u.username as operator_username',
  'm.code as merchant_code',
] as const;

const withNames = (db: Db) =>
  db
    .selectFrom('operator_approvals as a')
    .innerJoin('operator_users as u', 'u.id', 'a.operator_id')
    .leftJoin('merchants as m', 'm.id', 'a.merchant_id')
    .select(columns);

export type ApprovalRow = NonNullable<Awaited<ReturnType<typeof approvalById>>>;

export const approvalById = (db: Db, id: string) => withNames(db).where('a.id', '=', id).executeTakeFirst();

/** Pending and unexpired, of one merchant (null: platform-level operators') or of all (undefined). */
export function pendingApprovals(db: Db, merchantId: string | null | undefined) {
  let q = withNames(db)
    .where('a.status', '=', 'pending')
    .where('a.expires_at', '>', sql<Date>`now()`);
  if (merchantId === null) q = q.where('a.merchant_id', 'is', null);
  else if (merchantId !== undefined) q = q.where('a.merchant_id', '=', merchantId);
  return q.orderBy('a.id').execute();
}

export interface NewApproval {
  kind: ApprovalKind;
  operatorId: string;
  merchantId: string | null;
  passwordHash: string | null;
  endKeys: boolean;
  requestedBy: string;
  requestedName: string;
  hours: number;
}

/** Inserts a request; null when one of the same kind on the same operator is already pending. */
export async function insertApproval(db: Db, a: NewApproval): Promise<string | null> {
  const row = await db
    .insertInto('operator_approvals')
    .values({
      kind: a.kind,
      operator_id: a.operatorId,
      merchant_id: a.merchantId,
      password_hash: a.passwordHash,
      end_keys: a.endKeys,
      requested_by: a.requestedBy,
      requested_name: a.requestedName,
      expires_at: sql<Date>`now() + make_interval(hours => ${a.hours})` as unknown as Date,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Locks a pending, unexpired request for its decision. */
export const lockPending = (db: Db, id: string) =>
  db
    .selectFrom('operator_approvals')
    .select(['id', 'kind', 'operator_id', 'merchant_id', 'password_hash', 'end_keys', 'requested_by'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();

/** Drops a request whose pending row has expired, so a new one of its kind may be asked for. */
export async function expireStale(db: Db, operatorId: string) {
  await db
    .updateTable('operator_approvals')
    .set({ status: 'rejected', decided_at: new Date(), decided_name: 'expired' })
    .where('operator_id', '=', operatorId)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}

export async function decide(db: Db, id: string, d: { status: 'approved' | 'rejected'; by: string; name: string }) {
  await db
    .updateTable('operator_approvals')
    .set({ status: d.status, decided_by: d.by, decided_name: d.name, decided_at: new Date(), password_hash: null })
    .where('id', '=', id)
    .execute();
}
