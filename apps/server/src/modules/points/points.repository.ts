import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PointRecordTable } from '../../db/schema.points.js';
import type { PageRequest } from '../../core/page.js';
import { offsetOf } from '../../core/page.js';

/** The points accounts and their log: one query per function, no rules. */

export interface AccountRow {
  balance: string;
  earned_total: string;
}

export interface NewRecord {
  merchantId: string;
  memberId: string;
  kind: PointRecordTable['kind'];
  points: bigint;
  balanceAfter: bigint;
  ratio: string;
  sourceRef: string;
  gameType?: string;
  validBet?: bigint;
  amount?: bigint;
  redeemId?: string;
}

export const accountOf = (db: Db, merchantId: string, memberId: string) =>
  db
    .selectFrom('point_accounts')
    .select(['balance', 'earned_total'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();

/** The member's account row locked for this transaction (created empty first when missing). */
export async function lockAccount(db: Db, merchantId: string, memberId: string): Promise<AccountRow> {
  await db
    .insertInto('point_accounts')
    .values({ merchant_id: merchantId, member_id: memberId })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id']).doNothing())
    .execute();
  return db
    .selectFrom('point_accounts')
    .select(['balance', 'earned_total'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Adds `delta` (earned: also to the total) to an account the caller locked (lockAccount); answers
 * the balance after. The CHECK refuses a negative balance.
 */
export async function moveBalance(db: Db, merchantId: string, memberId: string, delta: bigint, earned: boolean): Promise<bigint> {
  const r = await db
    .updateTable('point_accounts')
    .set({
      balance: sql`balance + ${delta.toString()}::bigint`,
      earned_total: earned ? sql`earned_total + ${delta.toString()}::bigint` : sql`earned_total`,
      updated_at: sql`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return BigInt(r.balance);
}

/** Appends a record; false when its source_ref was recorded already (nothing written). */
export async function insertRecord(db: Db, r: NewRecord): Promise<boolean> {
  const row = await db
    .insertInto('point_records')
    .values({
      merchant_id: r.merchantId,
      member_id: r.memberId,
      kind: r.kind,
      points: r.points.toString(),
      balance_after: r.balanceAfter.toString(),
      ratio: r.ratio,
      source_ref: r.sourceRef,
      game_type: r.gameType ?? null,
      valid_bet: r.validBet?.toString() ?? null,
      amount: r.amount?.toString() ?? null,
      redeem_id: r.redeemId ?? null,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'source_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export const recordBySource = (db: Db, merchantId: string, memberId: string, sourceRef: string) =>
  db
    .selectFrom('point_records')
    .select(['id', 'points', 'amount', 'balance_after'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('source_ref', '=', sourceRef)
    .executeTakeFirst();

export async function recordPage(db: Db, merchantId: string, memberId: string, p: PageRequest) {
  const base = db.selectFrom('point_records as r').where('r.merchant_id', '=', merchantId).where('r.member_id', '=', memberId);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('point_redeems as d', 'd.id', 'r.redeem_id')
      .select([
        'r.id',
        'r.kind',
        'r.points',
        'r.balance_after',
        'r.ratio',
        'r.game_type',
        'r.valid_bet',
        'r.amount',
        'r.created_at',
        'd.names',
        'd.reference_no',
      ])
      .orderBy('r.id', 'desc')
      .limit(p.pageSize)
      .offset(offsetOf(p))
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type RecordRow = Awaited<ReturnType<typeof recordPage>>['rows'][number];
