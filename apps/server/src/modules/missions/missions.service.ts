import {
  type MissionBody,
  type MissionItem,
  type MissionKind,
  type MissionPeriod,
  type MissionsAnswer,
} from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { dbDate } from '../../lib/db-clock.js';
import { textIn } from '../content/index.js';
import { grantReward } from '../rewards/index.js';
import * as repo from './missions.repository.js';
import { timeZoneOf } from '../merchant/index.js';
import { periodKeysAt, periodOf } from './periods.js';

/** A member acting on their own missions. */
export interface MissionOwner {
  merchantId: string;
  memberId: string;
}

/** What one event adds to a member's missions (missions.subscriber.ts reads the events). */
export type MissionFact =
  { kind: 'play'; gameType: string; plays: number; validBet: bigint } | { kind: 'deposit'; amount: bigint } | { kind: 'login' };

const KINDS_OF: Record<MissionFact['kind'], readonly MissionKind[]> = {
  play: ['bet', 'play'],
  deposit: ['deposit'],
  login: ['login'],
};

/** What a fact adds to one mission (0n: nothing). */
function amountFor(m: repo.MissionRow, f: MissionFact): bigint {
  if (f.kind === 'play') {
    if (m.kind === 'bet') return f.validBet;
    if (m.kind === 'play' && m.game_type === f.gameType) return m.measure === 'rounds' ? BigInt(f.plays) : f.validBet;
    return 0n;
  }
  if (f.kind === 'deposit') return m.kind === 'deposit' ? f.amount : 0n;
  return m.kind === 'login' ? 1n : 0n;
}

/**
 * Adds an event's fact to the member's progress on the merchant's active missions, in the periods
 * the event's time falls in. Runs in the delivery's transaction (exactly once per event).
 */
export async function recordMissionProgress(db: Db, who: MissionOwner, at: Date, fact: MissionFact): Promise<void> {
  const missions = (await repo.activeMissions(db, who.merchantId, KINDS_OF[fact.kind])).filter((m) => amountFor(m, fact) > 0n);
  if (missions.length === 0) return;
  const keys = periodKeysAt(await timeZoneOf(db, who.merchantId), at);
  for (const m of missions)
    await repo.addProgress(db, {
      ...who,
      missionId: m.id,
      periodKey: keys[m.period],
      target: BigInt(m.target),
      at,
      add: amountFor(m, fact),
      day: fact.kind === 'login' ? keys.daily : null,
    });
}

const statusOf = (p: { completed_at: Date | null; claimed_at: Date | null } | undefined): MissionItem['status'] =>
  p?.claimed_at ? 'claimed' : p?.completed_at ? 'claimable' : 'inProgress';

const PERIODS: readonly MissionPeriod[] = ['daily', 'weekly'];

/** The member's missions of the current day and week, with progress and what can be claimed. */
export async function missionList(
  db: Db,
  who: MissionOwner,
  lang: string,
  defaultLang: string,
  now = new Date(),
): Promise<MissionsAnswer> {
  const zone = await timeZoneOf(db, who.merchantId);
  const periods = PERIODS.map((p) => periodOf(zone, p, now));
  const missions = await repo.activeMissions(db, who.merchantId);
  const rows = await repo.progressOf(
    db,
    who.merchantId,
    who.memberId,
    periods.map((p) => p.key),
  );
  const progress = new Map(rows.map((r) => [`${r.mission_id}:${r.period_key}`, r]));
  return {
    periods: PERIODS.map((period, i) => {
      const p = periods[i]!;
      return {
        period,
        periodKey: p.key,
        endsAt: p.to.toISOString(),
        missions: missions
          .filter((m) => m.period === period)
          .map((m) => {
            const row = progress.get(`${m.id}:${p.key}`);
            const have = BigInt(row?.progress ?? '0');
            const target = BigInt(m.target);
            return {
              id: m.id,
              period,
              kind: m.kind,
              gameType: m.game_type,
              measure: m.measure,
              title: textIn(m.title as Record<string, string>, lang, defaultLang),
              target: target.toString(),
              progress: (have < target ? have : target).toString(),
              reward: m.reward,
              turnoverMultiplier: Number(m.turnover_multiplier),
              status: statusOf(row),
            };
          }),
      };
    }),
  };
}

/** The badge: completed and unclaimed missions of the current periods. */
export async function missionSummary(db: Db, who: MissionOwner, now = new Date()): Promise<{ claimable: number }> {
  const keys = periodKeysAt(await timeZoneOf(db, who.merchantId), now);
  return { claimable: await repo.countClaimable(db, who.merchantId, who.memberId, keys) };
}

/**
 * Claims a completed mission of the current period, once: the progress row is locked, the reward
 * granted (source 'mission', ref '<missionId>:<periodKey>:<memberId>', paid at once) and the row marked
 * claimed in one transaction.
 */
export async function claimMission(db: Db, who: MissionOwner, missionId: string, now = dbDate()) {
  return db.transaction().execute(async (trx) => {
    const m = await repo.findMission(trx, who.merchantId, missionId);
    if (!m || !m.active) throw new AppError('mission_not_found');
    const period = periodOf(await timeZoneOf(trx, who.merchantId), m.period, now);
    const row = await repo.lockProgress(trx, who.merchantId, who.memberId, m.id, period.key);
    if (!row?.completed_at) throw new AppError('mission_not_completed');
    if (row.claimed_at) throw new AppError('mission_already_claimed');
    const reward = await grantReward(trx, {
      merchantId: who.merchantId,
      memberId: who.memberId,
      source: 'mission',
      // Unique per merchant and source in the rewards module: the member is part of it.
      sourceRef: `${m.id}:${period.key}:${who.memberId}`,
      amount: BigInt(m.reward),
      title: m.title as { EN: string; TY: string },
      turnoverMultiplier: Number(m.turnover_multiplier),
      delivery: 'now',
    });
    await repo.markClaimed(trx, who.merchantId, who.memberId, m.id, period.key, reward.id);
    return { id: m.id, periodKey: period.key, reward: m.reward, rewardId: reward.id, status: 'claimed' as const };
  });
}

// --- operator ------------------------------------------------------------------------------------

export const presentOpsMission = (m: repo.MissionRow) => ({
  id: m.id,
  period: m.period,
  kind: m.kind,
  gameType: m.game_type,
  measure: m.measure,
  target: m.target,
  reward: m.reward,
  turnoverMultiplier: Number(m.turnover_multiplier),
  title: m.title as { EN: string; TY: string },
  active: m.active,
  sortOrder: m.sort_order,
});

export async function opsMissions(db: Db, merchantId: string) {
  return { list: (await repo.allMissions(db, merchantId)).map(presentOpsMission) };
}

export async function opsMission(db: Db, merchantId: string, id: string) {
  const m = await repo.findMission(db, merchantId, id);
  if (!m) throw new AppError('mission_not_found');
  return presentOpsMission(m);
}

export async function createMission(db: Db, merchantId: string, body: MissionBody) {
  const id = await repo.insertMission(db, merchantId, body);
  return opsMission(db, merchantId, id);
}

export async function changeMission(db: Db, merchantId: string, id: string, body: MissionBody) {
  if (!(await repo.updateMission(db, merchantId, id, body))) throw new AppError('mission_not_found');
  return opsMission(db, merchantId, id);
}
