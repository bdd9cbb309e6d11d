import { sql } from 'kysely';
import type { DepositStatus } from '@playhouse/contract';
import type { Db } from '../../db/database.js';

interface DepositFilter {
  status?: DepositStatus | undefined;
  channel?: string | undefined;
  memberId?: string | undefined;
  since?: string | undefined;
}

/** The deposits a filter names, before paging (the page and the list's count share it). */
const depositsFiltered = (db: Db, merchantId: string, f: DepositFilter) =>
  db
    .selectFrom('deposits as d')
    .innerJoin('members as m', (j) => j.onRef('m.id', '=', 'd.member_id').onRef('m.merchant_id', '=', 'd.merchant_id'))
    .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .where('d.merchant_id', '=', merchantId)
    .$if(f.status !== undefined, (q) => q.where('d.status', '=', f.status!))
    .$if(f.channel !== undefined, (q) => q.where('c.code', '=', f.channel!))
    .$if(f.memberId !== undefined, (q) => q.where('d.member_id', '=', f.memberId!))
    .$if(f.since !== undefined, (q) => q.where('d.created_at', '>=', new Date(f.since!)));

/** What the console counts of a deposit list (lib/row-count.ts). */
export const depositCountQuery = (db: Db, merchantId: string, f: DepositFilter) =>
  depositsFiltered(db, merchantId, f).select('d.id').compile();

/** The console's deposit list: newest first by id (no OFFSET), with member and channel. */
export async function depositPage(
  db: Db,
  merchantId: string,
  f: DepositFilter & { sort?: 'newest' | 'oldest' | undefined; cursor?: string | undefined; limit: number },
  id?: string,
) {
  return depositsFiltered(db, merchantId, f)
    .select([
      'd.id',
      'd.order_no',
      'd.member_id',
      'm.username',
      'c.code',
      'c.names',
      'c.gateway',
      'd.amount',
      'd.fee',
      'd.status',
      'd.created_at',
      'd.settled_at',
      'd.gateway_reference',
      'd.four_eyes',
      'd.first_approved_name',
      'd.decided_name',
      'd.refuse_reason',
    ])
    .$if(id !== undefined, (q) => q.where('d.id', '=', id!))
    .$if(f.cursor !== undefined, (q) => q.where('d.id', f.sort === 'oldest' ? '>' : '<', f.cursor!))
    .orderBy('d.id', f.sort === 'oldest' ? 'asc' : 'desc')
    .limit(f.limit + 1)
    .execute();
}
export type DepositListRow = Awaited<ReturnType<typeof depositPage>>[number];

/** Records the first of two approvals of a four-eyes deposit. */
export async function firstApproveDeposit(db: Db, id: string, person: string, name: string): Promise<void> {
  await db
    .updateTable('deposits')
    .set({ first_approved_person: person, first_approved_name: name, first_approved_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Settles a pending deposit by an operator's decision. */
export async function decideDeposit(
  db: Db,
  id: string,
  d: { status: 'confirmed' | 'failed'; person: string; name: string; reason: string | null },
): Promise<void> {
  await db
    .updateTable('deposits')
    .set({
      status: d.status,
      decided_person: d.person,
      decided_name: d.name,
      refuse_reason: d.reason,
      gateway_reference: `operator:${d.name}`,
      settled_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
