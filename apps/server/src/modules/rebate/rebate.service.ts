import { GAME_TYPES, type GameType } from '@playhouse/contract';
import type { ManualRebateAnswer, RebateClaimRecord, RebateHistoryPage } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso, pageFrom, type PageRequest } from '../../core/page.js';
import type { Merchant, MerchantSettings } from '../merchant/index.js';
import { grantReward } from '../rewards/index.js';
import * as repo from './rebate.repository.js';

/**
 * Manual rebate (MANPLAYREB3): valid bets accrue per member and game type while the flag is on
 * (rebate_bp keeps valid bet × rate in basis points, so no play's fraction is lost); the member
 * claims the whole minor units accrued. A claim locks the member's accrual rows, pays through
 * grantReward (source manual_rebate) and takes off exactly what it counted: a play settled during
 * the claim waits on the row lock and then adds to what is left, never lost nor counted twice.
 */

export interface Owner {
  merchantId: string;
  memberId: string;
}
type RebateSettings = MerchantSettings['manualRebate'];
const BP = 10_000n;

export const rateBpOf = (s: RebateSettings, gameType: string): number =>
  (s.ratesBp as Partial<Record<string, number>>)[gameType] ?? s.defaultRateBp;

const percent = (bp: number) => (bp / 100).toFixed(2);
const asGameType = (t: string): GameType => ((GAME_TYPES as readonly string[]).includes(t) ? (t as GameType) : 'RNG');

function enabled(merchant: Pick<Merchant, 'flags'>): void {
  if (!merchant.flags.MANPLAYREB3) throw new AppError('operation_not_enabled');
}

/** One play's accrual, in the delivery's transaction (nothing while the flag is off). */
export async function accrue(
  db: Db,
  merchant: Pick<Merchant, 'flags' | 'settings'>,
  o: Owner,
  gameType: string,
  validBet: bigint,
): Promise<void> {
  if (!merchant.flags.MANPLAYREB3 || validBet <= 0n) return;
  await repo.addToAccrual(
    db,
    o.merchantId,
    o.memberId,
    gameType,
    validBet,
    BigInt(rateBpOf(merchant.settings.manualRebate, gameType)),
  );
}

export async function accruedOf(db: Db, merchant: Merchant, o: Owner): Promise<ManualRebateAnswer> {
  enabled(merchant);
  const s = merchant.settings.manualRebate;
  const [rows, last] = await Promise.all([
    repo.accrualsOf(db, o.merchantId, o.memberId),
    repo.lastClaimAt(db, o.merchantId, o.memberId),
  ]);
  const shown = rows.filter((r) => BigInt(r.valid_bet) > 0n || BigInt(r.rebate_bp) >= BP);
  let totalValidBet = 0n;
  let totalRebate = 0n;
  const out = shown.map((r) => {
    const rebate = BigInt(r.rebate_bp) / BP;
    totalValidBet += BigInt(r.valid_bet);
    totalRebate += rebate;
    return {
      gameType: asGameType(r.game_type),
      validBet: r.valid_bet,
      ratePercent: percent(rateBpOf(s, r.game_type)),
      rebate: rebate.toString(),
    };
  });
  return {
    rows: out,
    totalValidBet: totalValidBet.toString(),
    totalRebate: totalRebate.toString(),
    minClaim: String(s.minClaim),
    lastClaimAt: iso(last),
  };
}

export async function claim(db: Db, merchant: Merchant, o: Owner): Promise<RebateClaimRecord> {
  enabled(merchant);
  const s = merchant.settings.manualRebate;
  return db.transaction().execute(async (trx) => {
    const rows = await repo.lockAccruals(trx, o.merchantId, o.memberId);
    const taken = rows.map((r) => {
      const amount = BigInt(r.rebate_bp) / BP;
      return { gameType: r.game_type, validBet: BigInt(r.valid_bet), amount, bp: amount * BP };
    });
    const amount = taken.reduce((a, r) => a + r.amount, 0n);
    if (amount < BigInt(s.minClaim))
      throw new AppError('rebate_below_minimum', { min: String(s.minClaim) }, { min: (s.minClaim / 100).toFixed(2) });
    const validBet = taken.reduce((a, r) => a + r.validBet, 0n);
    for (const r of taken) await repo.takeFromAccrual(trx, o.merchantId, o.memberId, r.gameType, r.validBet, r.bp);
    const detail = taken
      .filter((r) => r.validBet > 0n || r.amount > 0n)
      .map((r) => ({ gameType: r.gameType, validBet: r.validBet.toString(), amount: r.amount.toString() }));
    const row = await repo.insertClaim(trx, { ...o, validBet, amount, rows: detail });
    await grantReward(trx, {
      merchantId: o.merchantId,
      memberId: o.memberId,
      source: 'manual_rebate',
      sourceRef: row.id,
      amount,
      title: { EN: 'Manual rebate', TY: 'Manual na rebate' },
      turnoverMultiplier: s.turnoverMultiplier,
      delivery: 'now',
    });
    return {
      id: row.id,
      claimedAt: iso(row.created_at)!,
      validBet: validBet.toString(),
      amount: amount.toString(),
      rows: detail,
    };
  });
}

export async function historyOf(db: Db, merchant: Merchant, o: Owner, p: PageRequest): Promise<RebateHistoryPage> {
  enabled(merchant);
  const { rows, total } = await repo.claimPage(db, o.merchantId, o.memberId, p);
  return pageFrom(
    rows.map((r) => ({
      id: r.id,
      claimedAt: iso(r.created_at)!,
      validBet: r.valid_bet,
      amount: r.amount,
      rows: r.rows as RebateClaimRecord['rows'],
    })),
    total,
    p,
  );
}
