import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OpsMallItemBody, RedeemStatus } from '@playhouse/contract/engagement';
import { offsetOf, type PageRequest } from '../../core/page.js';

/** Mall items and redeems: one query per function, no rules. */

const itemColumns = ['id', 'type', 'names', 'image_url', 'points', 'amount', 'stock', 'per_member_limit'] as const;
const redeemColumns = [
  'r.id',
  'r.reference_no',
  'r.created_at',
  'r.type',
  'r.names',
  'r.quantity',
  'r.points',
  'r.amount',
  'r.status',
  'r.decided_at',
] as const;

/** The shelf: active items in order, with the units this member holds (rejected redeems not counted). */
export const shelf = (db: Db, merchantId: string, memberId: string) =>
  db
    .selectFrom('point_items as i')
    .select(itemColumns.map((c) => `i.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('point_redeems as r')
        .select(sql<string>`coalesce(sum(r.quantity), 0)`.as('n'))
        .whereRef('r.item_id', '=', 'i.id')
        .where('r.member_id', '=', memberId)
        .where('r.status', '<>', 'rejected')
        .as('mine'),
    )
    .where('i.merchant_id', '=', merchantId)
    .where('i.active', '=', true)
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();

export const allItems = (db: Db, merchantId: string) =>
  db
    .selectFrom('point_items')
    .select([...itemColumns, 'active', 'sort_order'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const itemById = (db: Db, merchantId: string, id: string) =>
  db
    .selectFrom('point_items')
    .select([...itemColumns, 'active', 'sort_order'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** An active item locked for this transaction (its stock decides who gets the last unit). */
export const lockActiveItem = (db: Db, merchantId: string, id: string) =>
  db
    .selectFrom('point_items')
    .select(itemColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('active', '=', true)
    .forUpdate()
    .executeTakeFirst();

export const changeStock = (db: Db, id: string, delta: number) =>
  db
    .updateTable('point_items')
    .set({ stock: sql`stock + ${delta}`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();

const itemValues = (b: OpsMallItemBody) => ({
  type: b.type,
  names: JSON.stringify(b.names),
  image_url: b.imageUrl,
  points: b.points,
  amount: b.amount,
  stock: b.stock,
  per_member_limit: b.perMemberLimit,
  active: b.active,
  sort_order: b.sortOrder,
});

export const insertItem = async (db: Db, merchantId: string, b: OpsMallItemBody) =>
  (
    await db
      .insertInto('point_items')
      .values({ merchant_id: merchantId, ...itemValues(b) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export const updateItem = async (db: Db, merchantId: string, id: string, b: OpsMallItemBody) =>
  (
    await db
      .updateTable('point_items')
      .set({ ...itemValues(b), updated_at: sql`now()` })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/** Units of an item a member holds (rejected redeems not counted). */
export async function unitsHeld(db: Db, itemId: string, memberId: string): Promise<number> {
  const r = await db
    .selectFrom('point_redeems')
    .select(sql<string>`coalesce(sum(quantity), 0)`.as('n'))
    .where('item_id', '=', itemId)
    .where('member_id', '=', memberId)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export interface NewRedeem {
  merchantId: string;
  memberId: string;
  itemId: string;
  requestId: string;
  type: 'cash' | 'bonus' | 'goods';
  names: unknown;
  quantity: number;
  points: bigint;
  amount: bigint | null;
}

export const insertRedeem = (db: Db, r: NewRedeem) =>
  db
    .insertInto('point_redeems')
    .values({
      merchant_id: r.merchantId,
      member_id: r.memberId,
      item_id: r.itemId,
      request_id: r.requestId,
      type: r.type,
      names: JSON.stringify(r.names),
      quantity: r.quantity,
      points: r.points.toString(),
      amount: r.amount?.toString() ?? null,
    })
    .returning(['id', 'reference_no'])
    .executeTakeFirstOrThrow();

export const redeemByRequest = (db: Db, merchantId: string, memberId: string, requestId: string) =>
  db
    .selectFrom('point_redeems as r')
    .select([...redeemColumns, 'r.item_id'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.member_id', '=', memberId)
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();

export const redeemById = (db: Db, merchantId: string, id: string) =>
  db
    .selectFrom('point_redeems as r')
    .select([...redeemColumns, 'r.item_id'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.id', '=', id)
    .executeTakeFirst();

export const lockRedeem = (db: Db, merchantId: string, id: string) =>
  db
    .selectFrom('point_redeems as r')
    .select([...redeemColumns, 'r.item_id', 'r.member_id'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const decideRedeem = (db: Db, id: string, d: { status: 'approved' | 'rejected'; by: string; reason: string | null }) =>
  db
    .updateTable('point_redeems')
    .set({ status: d.status, decided_at: sql`now()`, decided_by: d.by, reason: d.reason })
    .where('id', '=', id)
    .execute();

export async function memberRedeemPage(
  db: Db,
  merchantId: string,
  memberId: string,
  p: PageRequest & { status?: RedeemStatus | undefined },
) {
  let base = db.selectFrom('point_redeems as r').where('r.merchant_id', '=', merchantId).where('r.member_id', '=', memberId);
  if (p.status) base = base.where('r.status', '=', p.status);
  const [rows, total] = await Promise.all([
    base.select(redeemColumns).orderBy('r.id', 'desc').limit(p.pageSize).offset(offsetOf(p)).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The operator's review list; the username is a read-only join on members (module member). */
export async function opsRedeemPage(db: Db, merchantId: string, p: PageRequest & { status?: RedeemStatus | undefined }) {
  let base = db.selectFrom('point_redeems as r').where('r.merchant_id', '=', merchantId);
  if (p.status) base = base.where('r.status', '=', p.status);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select([...redeemColumns, 'r.member_id', 'm.username', 'r.decided_by', 'r.reason'])
      .orderBy('r.id', 'desc')
      .limit(p.pageSize)
      .offset(offsetOf(p))
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
