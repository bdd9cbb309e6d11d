import type { VipLevel, VipLevelsBody, VipStatus } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { findMember } from '../member/index.js';
import { timeZoneOf } from '../merchant/index.js';
import { isTrialType } from '@playhouse/contract';
import { grantReward } from '../rewards/index.js';
import * as repo from './vip.repository.js';
import { periodKeyOf } from './periods.js';

/**
 * VIP levels: a member reaches the highest level whose cumulative valid bet AND cumulative
 * deposits it has met; each level passed pays its upgrade bonus once (claimable in the reward
 * centre). A level is never lowered in this version: a member keeps the highest level reached,
 * even when the operator later raises the thresholds or removes levels (the shown level is then
 * the top of the ladder).
 */

const text = (v: unknown) => v as { EN: string; TY: string };

export function levelOf(r: repo.LevelRow): VipLevel {
  return {
    level: r.level,
    names: text(r.names),
    validBetRequired: r.valid_bet_required,
    depositRequired: r.deposit_required,
    upgradeBonus: r.upgrade_bonus,
    weeklyBonus: r.weekly_bonus,
    monthlyBonus: r.monthly_bonus,
    turnoverMultiplier: Number(r.turnover_multiplier),
    benefits: r.benefits as VipLevel['benefits'],
  };
}

const rowOf = (l: VipLevel): repo.LevelRow => ({
  level: l.level,
  names: l.names,
  valid_bet_required: l.validBetRequired,
  deposit_required: l.depositRequired,
  upgrade_bonus: l.upgradeBonus,
  weekly_bonus: l.weeklyBonus,
  monthly_bonus: l.monthlyBonus,
  turnover_multiplier: String(l.turnoverMultiplier),
  benefits: l.benefits,
});

/**
 * The ladder's rule: levels 0, 1, 2 … in order; level 0 is where every member starts (no
 * thresholds, no upgrade bonus); each next level needs strictly more valid bet and more deposits.
 */
export function ladderProblem(levels: VipLevel[]): string | null {
  for (const [i, l] of levels.entries()) {
    if (l.level !== i) return `levels.${i}.level`;
    if (i === 0) {
      if (l.validBetRequired !== '0' || l.depositRequired !== '0' || l.upgradeBonus !== '0') return 'levels.0';
      continue;
    }
    const prev = levels[i - 1]!;
    if (BigInt(l.validBetRequired) <= BigInt(prev.validBetRequired)) return `levels.${i}.validBetRequired`;
    if (BigInt(l.depositRequired) <= BigInt(prev.depositRequired)) return `levels.${i}.depositRequired`;
  }
  return null;
}

export async function levels(db: Db, merchantId: string): Promise<VipLevel[]> {
  return (await repo.levelsOf(db, merchantId)).map(levelOf);
}

/** PUT /ops/vip/levels: replaces the ladder (validated), audited in the same transaction. */
export async function saveLevels(db: Db, op: MerchantOperator, body: VipLevelsBody): Promise<{ levels: VipLevel[] }> {
  const problem = ladderProblem(body.levels);
  if (problem) throw new AppError('vip_levels_invalid', { field: problem });
  await db.transaction().execute(async (trx) => {
    await repo.lockLadder(trx, op.merchantId);
    const before = (await repo.levelsOf(trx, op.merchantId)).map(levelOf);
    await repo.replaceLevels(trx, op.merchantId, body.levels.map(rowOf));
    await appendAudit(trx, op, { action: 'vip.levels.save', targetType: 'vip_levels', before, after: body.levels });
  });
  return { levels: await levels(db, op.merchantId) };
}

/** GET /wps/vip: the member's level, progress to the next level and the benefits table. */
export async function statusOf(db: Db, merchantId: string, memberId: string): Promise<VipStatus> {
  const [ladder, progress] = await Promise.all([levels(db, merchantId), repo.progressOf(db, merchantId, memberId)]);
  const validBet = progress?.valid_bet ?? '0';
  const deposits = progress?.deposits ?? '0';
  if (ladder.length === 0) return { level: null, validBet, deposits, next: null, levels: [] };
  const level = Math.min(progress?.level ?? 0, ladder.length - 1);
  const next = ladder[level + 1];
  return {
    level,
    validBet,
    deposits,
    next: next ? { level: next.level, validBetRequired: next.validBetRequired, depositRequired: next.depositRequired } : null,
    levels: ladder,
  };
}

/** The highest level whose thresholds both totals meet (0 when none). */
export function reachedLevel(ladder: repo.LevelRow[], validBet: bigint, deposits: bigint): number {
  let reached = 0;
  for (const l of ladder)
    if (validBet >= BigInt(l.valid_bet_required) && deposits >= BigInt(l.deposit_required)) reached = Math.max(reached, l.level);
  return reached;
}

/**
 * Adds a play's valid bet or a deposit to the member's totals (and the play to its week and
 * month), then upgrades: every level passed pays its upgrade bonus once (reference level:<n>:<member>).
 * Runs in the caller's transaction (the event delivery's).
 */
export async function addProgress(
  db: Db,
  merchantId: string,
  memberId: string,
  d: { validBet: bigint; deposits: bigint; at: Date },
): Promise<void> {
  if (d.validBet <= 0n && d.deposits <= 0n) return;
  const totals = await repo.addProgress(db, merchantId, memberId, d);
  if (d.validBet > 0n) {
    const zone = await timeZoneOf(db, merchantId);
    await repo.addPeriodPlay(
      db,
      merchantId,
      memberId,
      { week: periodKeyOf('week', d.at, zone), month: periodKeyOf('month', d.at, zone) },
      d.validBet,
    );
  }
  const ladder = await repo.levelsOf(db, merchantId);
  const reached = reachedLevel(ladder, BigInt(totals.valid_bet), BigInt(totals.deposits));
  if (reached <= totals.level) return;
  const member = await findMember(db, merchantId, { id: memberId });
  if (!member || isTrialType(member.type)) return;
  await repo.raiseLevel(db, merchantId, memberId, reached);
  for (const l of ladder) {
    if (l.level <= totals.level || l.level > reached || BigInt(l.upgrade_bonus) <= 0n) continue;
    const names = text(l.names);
    await grantReward(db, {
      merchantId,
      memberId,
      source: 'vip_upgrade',
      // The rewards' key is (merchant, source, sourceRef): the member is part of the reference.
      sourceRef: `level:${l.level}:${memberId}`,
      amount: BigInt(l.upgrade_bonus),
      title: { EN: `VIP upgrade bonus: ${names.EN}`, TY: `Bonus sa pag-akyat sa VIP: ${names.TY}` },
      turnoverMultiplier: Number(l.turnover_multiplier),
      delivery: 'claimable',
    });
  }
}

/** A member's VIP level (0 when it has none yet): for other modules (message segments, eligibility). */
export async function vipLevelOf(db: Db, merchantId: string, memberId: string): Promise<number> {
  return (await repo.progressOf(db, merchantId, memberId))?.level ?? 0;
}

/** A member's cumulative valid bet and deposits (0 when none yet). */
export async function vipTotalsOf(db: Db, merchantId: string, memberId: string): Promise<{ validBet: bigint; deposits: bigint }> {
  const p = await repo.progressOf(db, merchantId, memberId);
  return { validBet: BigInt(p?.valid_bet ?? '0'), deposits: BigInt(p?.deposits ?? '0') };
}

/**
 * Ids of the members at a VIP level (or within min..max) for message segments. Level 0 lists only
 * members with some progress recorded: members who never played nor deposited have no row.
 */
export function membersAtLevel(db: Db, merchantId: string, level: { min: number; max?: number }): Promise<string[]> {
  return repo.memberIdsAtLevel(db, merchantId, level.min, level.max ?? null);
}

/** Seeds and tests: sets a merchant's ladder without an operator (still validated). */
export async function seedLadder(db: Db, merchantId: string, ladder: VipLevel[]): Promise<void> {
  const problem = ladderProblem(ladder);
  if (problem) throw new AppError('vip_levels_invalid', { field: problem });
  await db.transaction().execute(async (trx) => {
    await repo.lockLadder(trx, merchantId);
    await repo.replaceLevels(trx, merchantId, ladder.map(rowOf));
  });
}
