import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TransferDirection, TransferStatus } from '../../db/schema.transfers.js';
import { endOf, startOf, type DayRange } from '../records/index.js';
import type { Owner } from '../session/index.js';

/** Kysely queries of wallet transfers and pull cursors; rules live in the services. `db` may be a transaction. */

export interface TransferRow {
  id: string;
  merchant_id: string;
  member_id: string;
  vendor_code: string;
  direction: TransferDirection;
  amount: string;
  status: TransferStatus;
  request_id: string | null;
  created_at: Date;
}
const columns = [
  'id',
  'merchant_id',
  'member_id',
  'vendor_code',
  'direction',
  'amount',
  'status',
  'request_id',
  'created_at',
] as const;

/** The new pending row, or undefined when the member's request id exists (waits for a concurrent inserter). */
export async function insertPending(
  db: Db,
  t: {
    merchantId: string;
    memberId: string;
    vendor: string;
    direction: TransferDirection;
    amount: bigint;
    requestId: string | null;
  },
): Promise<TransferRow | undefined> {
  return db
    .insertInto('wallet_transfers')
    .values({
      merchant_id: t.merchantId,
      member_id: t.memberId,
      vendor_code: t.vendor,
      direction: t.direction,
      amount: t.amount.toString(),
      request_id: t.requestId,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'request_id']).doNothing())
    .returning(columns)
    .executeTakeFirst();
}

export async function findByRequest(
  db: Db,
  merchantId: string,
  memberId: string,
  requestId: string,
): Promise<TransferRow | undefined> {
  return db
    .selectFrom('wallet_transfers')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function findTransfer(db: Db, merchantId: string, id: string): Promise<TransferRow | undefined> {
  return db
    .selectFrom('wallet_transfers')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Locks the row (settling is serialised per transfer: the answer and reconciliation may race). */
export async function lockTransfer(db: Db, merchantId: string, id: string): Promise<TransferRow | undefined> {
  return db
    .selectFrom('wallet_transfers')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSettled(db: Db, id: string, status: Exclude<TransferStatus, 'pending'>): Promise<void> {
  await db
    .updateTable('wallet_transfers')
    .set({ status, settled_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1`, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** One more call about a still-pending transfer that gave no definite answer. */
export async function notePending(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('wallet_transfers')
    .set({ attempts: sql<number>`attempts + 1`, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Pending transfers created before `cutoff`, least-tried first, then oldest: a transfer whose
 * vendor keeps failing sinks behind the others instead of holding the batch.
 */
export async function pendingBefore(db: Db, cutoff: Date, limit: number) {
  return db
    .selectFrom('wallet_transfers as t')
    .innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .select([
      't.id',
      't.merchant_id',
      't.member_id',
      't.vendor_code',
      't.direction',
      't.amount',
      'm.code as merchant_code',
      'm.currency',
    ])
    .where('t.status', '=', 'pending')
    .where('t.created_at', '<', cutoff)
    .orderBy('t.attempts')
    .orderBy('t.created_at')
    .limit(limit)
    .execute();
}

export interface HistoryFilter {
  vendor?: string | undefined;
  status?: TransferStatus | undefined;
  /** No range: every transfer of the member. */
  range?: DayRange | null;
}

/** The member's own transfers of the filter; wallet_transfers_member_time (merchant, member, created_at DESC, id DESC). */
function historyOf(db: Db, o: Owner, f: HistoryFilter) {
  let q = db.selectFrom('wallet_transfers as t').where('t.merchant_id', '=', o.merchantId).where('t.member_id', '=', o.memberId);
  if (f.vendor) q = q.where('t.vendor_code', '=', f.vendor);
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.range) q = q.where('t.created_at', '>=', startOf(f.range)).where('t.created_at', '<', endOf(f.range));
  return q;
}

export async function countHistory(db: Db, o: Owner, f: HistoryFilter): Promise<number> {
  const r = await historyOf(db, o, f)
    .select(sql<string>`count(*)::text`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** One page, newest first, with the vendor's name (joined for the page's rows only). */
export function historyPageQuery(db: Db, o: Owner, f: HistoryFilter, limit: number, offset: number) {
  return historyOf(db, o, f)
    .leftJoin('vendors as v', 'v.code', 't.vendor_code')
    .select(['t.id', 't.vendor_code', 't.direction', 't.amount', 't.status', 't.created_at', 't.settled_at'])
    .select(sql<string>`COALESCE(v.name, t.vendor_code)`.as('vendor_name'))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .offset(offset);
}

export async function cursorOf(db: Db, merchantId: string, vendor: string): Promise<string | null> {
  const row = await db
    .selectFrom('transfer_pull_cursors')
    .select('cursor')
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendor)
    .executeTakeFirst();
  return row?.cursor ?? null;
}

export async function saveCursor(db: Db, merchantId: string, vendor: string, cursor: string | null): Promise<void> {
  await db
    .insertInto('transfer_pull_cursors')
    .values({ merchant_id: merchantId, vendor_code: vendor, cursor })
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doUpdateSet({ cursor, pulled_at: sql<Date>`now()` }))
    .execute();
}
