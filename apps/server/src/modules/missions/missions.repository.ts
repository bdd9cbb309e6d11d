import { sql } from 'kysely';
import type { MissionBody, MissionKind } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';

/** The missions' tables: definitions and each member's progress per period. One query per function. */

export const MISSION_COLUMNS = [
  'id',
  'period',
  'kind',
  'game_type',
  'measure',
  'target',
  'reward',
  'turnover_multiplier',
  'title',
  'active',
  'sort_order',
] as const;

export function activeMissions(db: Db, merchantId: string, kinds?: readonly MissionKind[]) {
  let q = db.selectFrom('missions').select(MISSION_COLUMNS).where('merchant_id', '=', merchantId).where('active', '=', true);
  if (kinds) q = q.where('kind', 'in', kinds);
  return q.orderBy('period').orderBy('sort_order').orderBy('id').execute();
}

export function allMissions(db: Db, merchantId: string) {
  return db
    .selectFrom('missions')
    .select(MISSION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .orderBy('period')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findMission(db: Db, merchantId: string, id: string) {
  return db
    .selectFrom('missions')
    .select(MISSION_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type MissionRow = NonNullable<Awaited<ReturnType<typeof findMission>>>;

const columnsOf = (m: MissionBody) => ({
  period: m.period,
  kind: m.kind,
  game_type: m.gameType,
  measure: m.measure,
  target: m.target,
  reward: m.reward,
  turnover_multiplier: m.turnoverMultiplier,
  title: JSON.stringify(m.title),
  active: m.active,
  sort_order: m.sortOrder,
});

export async function insertMission(db: Db, merchantId: string, m: MissionBody): Promise<string> {
  const r = await db
    .insertInto('missions')
    .values({ merchant_id: merchantId, ...columnsOf(m) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateMission(db: Db, merchantId: string, id: string, m: MissionBody): Promise<boolean> {
  const r = await db
    .updateTable('missions')
    .set({ ...columnsOf(m), updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export interface ProgressDelta {
  merchantId: string;
  memberId: string;
  missionId: string;
  periodKey: string;
  target: bigint;
  at: Date;
  /** Amount or count to add (bet, play, deposit missions). */
  add: bigint;
  /** A local day signed in (login missions): counted once per day. */
  day: string | null;
}

/** Adds to a member's progress in a period; stamps completed_at when the target is first reached. */
export async function addProgress(db: Db, d: ProgressDelta): Promise<void> {
  const first = d.day === null ? d.add : 1n;
  const added = d.day === null ? sql`${d.add.toString()}::bigint` : sql`CASE WHEN ${d.day}::text = ANY(p.days) THEN 0 ELSE 1 END`;
  await sql`
    INSERT INTO mission_progress AS p (merchant_id, member_id, mission_id, period_key, progress, days, completed_at)
    VALUES (${d.merchantId}, ${d.memberId}, ${d.missionId}, ${d.periodKey}, ${first.toString()}::bigint,
            ${d.day === null ? sql`'{}'::text[]` : sql`ARRAY[${d.day}::text]`},
            CASE WHEN ${first.toString()}::bigint >= ${d.target.toString()}::bigint THEN ${d.at}::timestamptz END)
    ON CONFLICT (merchant_id, member_id, mission_id, period_key) DO UPDATE SET
      progress = p.progress + ${added},
      days = CASE WHEN ${d.day}::text IS NULL OR ${d.day}::text = ANY(p.days) THEN p.days ELSE p.days || ${d.day}::text END,
      completed_at = coalesce(p.completed_at,
        CASE WHEN p.progress + ${added} >= ${d.target.toString()}::bigint THEN ${d.at}::timestamptz END)`.execute(db);
}

/** A member's progress rows in the given periods. */
export function progressOf(db: Db, merchantId: string, memberId: string, periodKeys: string[]) {
  return db
    .selectFrom('mission_progress')
    .select(['mission_id', 'period_key', 'progress', 'completed_at', 'claimed_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('period_key', 'in', periodKeys)
    .execute();
}

/** Completed, unclaimed progress on active missions in their current periods. */
export async function countClaimable(db: Db, merchantId: string, memberId: string, keys: { daily: string; weekly: string }) {
  const r = await db
    .selectFrom('mission_progress as p')
    .innerJoin('missions as m', (j) => j.onRef('m.merchant_id', '=', 'p.merchant_id').onRef('m.id', '=', 'p.mission_id'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('p.merchant_id', '=', merchantId)
    .where('p.member_id', '=', memberId)
    .where('p.completed_at', 'is not', null)
    .where('p.claimed_at', 'is', null)
    .where('m.active', '=', true)
    .where((eb) =>
      eb.or([
        eb.and([eb('m.period', '=', 'daily'), eb('p.period_key', '=', keys.daily)]),
        eb.and([eb('m.period', '=', 'weekly'), eb('p.period_key', '=', keys.weekly)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The progress row a claim works on, locked until the claim's transaction ends. */
export function lockProgress(db: Db, merchantId: string, memberId: string, missionId: string, periodKey: string) {
  return db
    .selectFrom('mission_progress')
    .select(['progress', 'completed_at', 'claimed_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('mission_id', '=', missionId)
    .where('period_key', '=', periodKey)
    .forUpdate()
    .executeTakeFirst();
}

export async function markClaimed(
  db: Db,
  merchantId: string,
  memberId: string,
  missionId: string,
  periodKey: string,
  rewardId: string,
) {
  await db
    .updateTable('mission_progress')
    .set({ claimed_at: new Date(), reward_id: rewardId })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('mission_id', '=', missionId)
    .where('period_key', '=', periodKey)
    .execute();
}
