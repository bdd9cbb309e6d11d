import { sql } from 'kysely';
import type { WithdrawalView } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { withdrawalColumns } from './withdrawals.repository.js';

/** The console's withdrawal queue: pages by view, past withdrawals to one account, the queue's counts. */

const withMember = (db: Db, merchantId: string) =>
  db
    .selectFrom('withdrawals')
    .innerJoin('members', (j) =>
      j.onRef('members.id', '=', 'withdrawals.member_id').onRef('members.merchant_id', '=', 'withdrawals.merchant_id'),
    )
    .where('withdrawals.merchant_id', '=', merchantId);

export interface QueueFilter {
  view: WithdrawalView;
  status?: 'requested' | 'approved' | 'rejected' | undefined;
  receiptState?: string | undefined;
  memberId?: string | undefined;
  since?: string | undefined;
  sort?: 'newest' | 'oldest' | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** What waits is worked oldest first; decided and all list newest first. Keyset on id, no OFFSET. */
export const oldestFirst = (view: WithdrawalView) => view === 'open' || view === 'held' || view === 'disputed';

/** The rows of a view and its filters, before paging (the page and the list's count share it). */
const queueFiltered = (db: Db, merchantId: string, f: Omit<QueueFilter, 'cursor' | 'limit'>) =>
  withMember(db, merchantId)
    .$if(f.view === 'open', (q) => q.where('withdrawals.status', '=', 'requested').where('withdrawals.held_at', 'is', null))
    .$if(f.view === 'held', (q) => q.where('withdrawals.status', '=', 'requested').where('withdrawals.held_at', 'is not', null))
    .$if(f.view === 'disputed', (q) => q.where('withdrawals.receipt_state', '=', 'not_received'))
    .$if(f.view === 'decided', (q) => q.where('withdrawals.status', '<>', 'requested'))
    .$if(f.status !== undefined, (q) => q.where('withdrawals.status', '=', f.status!))
    .$if(f.receiptState !== undefined, (q) => q.where(sql.ref('withdrawals.receipt_state'), '=', f.receiptState))
    .$if(f.memberId !== undefined, (q) => q.where('withdrawals.member_id', '=', f.memberId!))
    .$if(f.since !== undefined, (q) => q.where('withdrawals.created_at', '>=', new Date(f.since!)));

/** What the console counts of a withdrawal list (lib/row-count.ts). */
export const withdrawalCountQuery = (db: Db, merchantId: string, f: Omit<QueueFilter, 'cursor' | 'limit'>) =>
  queueFiltered(db, merchantId, f).select('withdrawals.id').compile();

export async function queuePage(db: Db, merchantId: string, f: QueueFilter) {
  const asc = f.sort ? f.sort === 'oldest' : oldestFirst(f.view);
  return queueFiltered(db, merchantId, f)
    .select([...withdrawalColumns, 'members.username'])
    .$if(f.cursor !== undefined, (q) => q.where('withdrawals.id', asc ? '>' : '<', f.cursor!))
    .orderBy('withdrawals.id', asc ? 'asc' : 'desc')
    .limit(f.limit + 1)
    .execute();
}

/** The newest 20 other withdrawals of the merchant to this account number, of any member. */
export async function toSameAccount(db: Db, merchantId: string, accountNumber: string, exceptId: string) {
  return withMember(db, merchantId)
    .select([
      'withdrawals.id',
      'members.username',
      'withdrawals.amount',
      'withdrawals.status',
      'withdrawals.receipt_state',
      'withdrawals.created_at',
    ])
    .where('withdrawals.account_number', '=', accountNumber)
    .where('withdrawals.id', '<>', exceptId)
    .orderBy('withdrawals.id', 'desc')
    .limit(20)
    .execute();
}

/** The queue's counts, read from the partial index of what waits. */
export async function queueCounts(db: Db, merchantId: string) {
  const r = await sql<{ open: string; held: string; second: string; disputed: string }>`
    SELECT count(*) FILTER (WHERE status = 'requested' AND held_at IS NULL) AS open,
           count(*) FILTER (WHERE status = 'requested' AND held_at IS NOT NULL) AS held,
           count(*) FILTER (WHERE status = 'requested' AND four_eyes AND first_approved_person IS NOT NULL) AS second,
           count(*) FILTER (WHERE receipt_state = 'not_received') AS disputed
      FROM withdrawals
     WHERE merchant_id = ${merchantId} AND (status = 'requested' OR receipt_state = 'not_received')`.execute(db);
  const c = r.rows[0]!;
  return { open: Number(c.open), held: Number(c.held), secondApproval: Number(c.second), disputed: Number(c.disputed) };
}
