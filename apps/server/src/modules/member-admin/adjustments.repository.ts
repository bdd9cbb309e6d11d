import type { Db } from '../../db/database.js';
import type { MemberAdjustmentTable } from '../../db/schema.member-admin.js';
import type { Insertable } from 'kysely';

/** member_adjustments: the rows of manual adjustments (the service keeps the rules). */

const COLUMNS = [
  'a.id',
  'a.member_id',
  'm.username',
  'a.wallet',
  'a.amount',
  'a.category',
  'a.comment',
  'a.status',
  'a.needs_approval',
  'a.requested_person',
  'a.requested_name',
  'a.created_at',
  'a.decided_name',
  'a.decided_at',
  'a.reject_reason',
] as const;

const base = (db: Db, merchantId: string) =>
  db
    .selectFrom('member_adjustments as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select(COLUMNS)
    .where('a.merchant_id', '=', merchantId);

export type AdjustmentRow = Awaited<ReturnType<typeof adjustmentById>> & object;

export async function adjustmentById(db: Db, merchantId: string, id: string) {
  return base(db, merchantId).where('a.id', '=', id).executeTakeFirst();
}

/** The adjustment, locked for its decision; undefined when not this merchant's. */
export async function lockAdjustment(db: Db, merchantId: string, id: string) {
  return db
    .selectFrom('member_adjustments')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Newest first, by id cursor (keyset). */
interface AdjustmentFilter {
  status?: string | undefined;
  memberId?: string | undefined;
}

/** The adjustments a filter names, before paging (the page and the list's count share it). */
const adjustmentsFiltered = (db: Db, merchantId: string, f: AdjustmentFilter) =>
  db
    .selectFrom('member_adjustments as a')
    .where('a.merchant_id', '=', merchantId)
    .$if(f.status !== undefined, (q) => q.where('a.status', '=', f.status as MemberAdjustmentTable['status']))
    .$if(f.memberId !== undefined, (q) => q.where('a.member_id', '=', f.memberId!));

/** What the console counts of the adjustment list (lib/row-count.ts). */
export const adjustmentCountQuery = (db: Db, merchantId: string, f: AdjustmentFilter) =>
  adjustmentsFiltered(db, merchantId, f).select('a.id').compile();

export async function adjustmentPage(
  db: Db,
  merchantId: string,
  f: AdjustmentFilter & { after?: string | undefined; oldest?: boolean; limit: number },
) {
  return base(db, merchantId)
    .$if(f.status !== undefined, (q) => q.where('a.status', '=', f.status as MemberAdjustmentTable['status']))
    .$if(f.memberId !== undefined, (q) => q.where('a.member_id', '=', f.memberId!))
    .$if(f.after !== undefined, (q) => q.where('a.id', f.oldest ? '>' : '<', f.after!))
    .orderBy('a.id', f.oldest ? 'asc' : 'desc')
    .limit(f.limit)
    .execute();
}

export async function insertAdjustment(db: Db, row: Insertable<MemberAdjustmentTable>): Promise<string> {
  const r = await db.insertInto('member_adjustments').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function decideAdjustment(
  db: Db,
  id: string,
  d: {
    status: 'posted' | 'rejected';
    person: string | null;
    name: string | null;
    rejectReason?: string | null;
    transactionId?: string | null;
  },
) {
  await db
    .updateTable('member_adjustments')
    .set({
      status: d.status,
      decided_person: d.person,
      decided_name: d.name,
      decided_at: new Date(),
      reject_reason: d.rejectReason ?? null,
      transaction_id: d.transactionId ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** Adjustments of the merchant waiting for approval (the console's queue count). */
export async function pendingAdjustmentCount(db: Db, merchantId: string): Promise<number> {
  const r = await db
    .selectFrom('member_adjustments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
