import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The VIP tables: one query per function, no rules (vip.service.ts holds them). */

export interface LevelRow {
  level: number;
  names: unknown;
  valid_bet_required: string;
  deposit_required: string;
  upgrade_bonus: string;
  weekly_bonus: string;
  monthly_bonus: string;
  turnover_multiplier: string;
  benefits: unknown;
}

const levelColumns = [
  'level',
  'names',
  'valid_bet_required',
  'deposit_required',
  'upgrade_bonus',
  'weekly_bonus',
  'monthly_bonus',
  'turnover_multiplier',
  'benefits',
] as const;

/** The merchant's ladder, lowest level first. */
export function levelsOf(db: Db, merchantId: string): Promise<LevelRow[]> {
  return db.selectFrom('vip_levels').select(levelColumns).where('merchant_id', '=', merchantId).orderBy('level').execute();
}

/** Replaces the whole ladder. */
export async function replaceLevels(db: Db, merchantId: string, rows: LevelRow[]): Promise<void> {
  await db.deleteFrom('vip_levels').where('merchant_id', '=', merchantId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('vip_levels')
    .values(
      rows.map((r) => ({
        merchant_id: merchantId,
        level: r.level,
        names: JSON.stringify(r.names),
        valid_bet_required: r.valid_bet_required,
        deposit_required: r.deposit_required,
        upgrade_bonus: r.upgrade_bonus,
        weekly_bonus: r.weekly_bonus,
        monthly_bonus: r.monthly_bonus,
        turnover_multiplier: r.turnover_multiplier,
        benefits: JSON.stringify(r.benefits),
      })),
    )
    .execute();
}

/** Takes the merchant's ladder lock for the transaction (saving the ladder and upgrades do not interleave). */
export async function lockLadder(db: Db, merchantId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(7240150, ${Number(BigInt(merchantId) % 2147483647n)}::int)`.execute(db);
}

export interface ProgressRow {
  valid_bet: string;
  deposits: string;
  level: number;
}

/** Adds to the member's cumulative valid bet and deposits; answers the new totals and the level held (row locked). */
export async function addProgress(
  db: Db,
  merchantId: string,
  memberId: string,
  d: { validBet: bigint; deposits: bigint },
): Promise<ProgressRow> {
  return db
    .insertInto('vip_members')
    .values({ merchant_id: merchantId, member_id: memberId, valid_bet: d.validBet, deposits: d.deposits })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'member_id']).doUpdateSet({
        valid_bet: sql<string>`vip_members.valid_bet + excluded.valid_bet`,
        deposits: sql<string>`vip_members.deposits + excluded.deposits`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(['valid_bet', 'deposits', 'level'])
    .executeTakeFirstOrThrow();
}

/** Raises the member's level (never lowers it). */
export async function raiseLevel(db: Db, merchantId: string, memberId: string, level: number): Promise<void> {
  await db
    .updateTable('vip_members')
    .set({ level: sql<number>`greatest(level, ${level})`, upgraded_at: sql<Date>`now()` })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .execute();
}

export async function progressOf(db: Db, merchantId: string, memberId: string): Promise<ProgressRow | undefined> {
  return db
    .selectFrom('vip_members')
    .select(['valid_bet', 'deposits', 'level'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** Ids of the merchant's members at `level` or above (up to `maxLevel` when given), by id. */
export async function memberIdsAtLevel(db: Db, merchantId: string, minLevel: number, maxLevel: number | null): Promise<string[]> {
  let q = db.selectFrom('vip_members').select('member_id').where('merchant_id', '=', merchantId).where('level', '>=', minLevel);
  if (maxLevel !== null) q = q.where('level', '<=', maxLevel);
  return (await q.orderBy('member_id').execute()).map((r) => r.member_id);
}

/** Adds a play's valid bet to the member's week and month rows. */
export async function addPeriodPlay(
  db: Db,
  merchantId: string,
  memberId: string,
  keys: { week: string; month: string },
  validBet: bigint,
): Promise<void> {
  await db
    .insertInto('vip_period_play')
    .values([
      { merchant_id: merchantId, member_id: memberId, period: 'week', period_key: keys.week, valid_bet: validBet },
      { merchant_id: merchantId, member_id: memberId, period: 'month', period_key: keys.month, valid_bet: validBet },
    ])
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'period', 'period_key', 'member_id'])
        .doUpdateSet({ valid_bet: sql<string>`vip_period_play.valid_bet + excluded.valid_bet` }),
    )
    .execute();
}

/** Merchants with a VIP ladder (the period jobs visit them). */
export async function merchantsWithLadder(db: Db): Promise<string[]> {
  return (await db.selectFrom('vip_levels').select('merchant_id').distinct().orderBy('merchant_id').execute()).map(
    (r) => r.merchant_id,
  );
}

export interface UnpaidPeriodRow {
  member_id: string;
  level: number;
}

/** Members active in the period (valid bet > 0) whose bonus is not granted yet, with their level. */
export function unpaidActive(
  db: Db,
  merchantId: string,
  period: 'week' | 'month',
  periodKey: string,
  limit: number,
): Promise<UnpaidPeriodRow[]> {
  return db
    .selectFrom('vip_period_play as p')
    .innerJoin('vip_members as v', (j) => j.onRef('v.merchant_id', '=', 'p.merchant_id').onRef('v.member_id', '=', 'p.member_id'))
    .select(['p.member_id', 'v.level'])
    .where('p.merchant_id', '=', merchantId)
    .where('p.period', '=', period)
    .where('p.period_key', '=', periodKey)
    .where('p.valid_bet', '>', '0')
    .where('p.reward_id', 'is', null)
    .orderBy('p.member_id')
    .limit(limit)
    .execute();
}

/** Marks a member's period as settled: the reward granted, or '' when the level pays nothing. */
export async function markPeriodPaid(
  db: Db,
  merchantId: string,
  memberId: string,
  period: 'week' | 'month',
  periodKey: string,
  rewardId: string,
): Promise<void> {
  await db
    .updateTable('vip_period_play')
    .set({ reward_id: rewardId })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('period', '=', period)
    .where('period_key', '=', periodKey)
    .execute();
}
