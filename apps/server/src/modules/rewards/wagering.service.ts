import { formatMoney } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { findMerchantById } from '../merchant/index.js';
import type { ValidPlay } from '../events/index.js';
import { addTurnover, lockWagering, wageringTotals } from './rewards.repository.js';

/**
 * Wagering: a claimed reward with a turnover requirement locks its amount of the member's main
 * balance for withdrawals until the member's valid bets, weighted by game type (merchant
 * settings rewards.wageringWeights, percent), reach the requirement. Plays count toward the
 * oldest bonus first, each up to its requirement, then the next; only plays settled after the
 * bonus was claimed count.
 */

export interface WageringState {
  /** Sum of the amounts of bonuses still being wagered. */
  locked: bigint;
  /** Turnover those bonuses still need. */
  turnoverLeft: bigint;
}

export async function wageringState(db: Db, merchantId: string, memberId: string): Promise<WageringState> {
  const r = await wageringTotals(db, merchantId, memberId);
  return { locked: BigInt(r.locked), turnoverLeft: BigInt(r.left) };
}

/** The part of the member's main balance still locked by bonuses being wagered (withdrawals check it). */
export async function wageringLock(db: Db, merchantId: string, memberId: string): Promise<bigint> {
  return (await wageringState(db, merchantId, memberId)).locked;
}

/** Percent of a valid bet of this game type that counts toward wagering at the merchant. */
export function weightOf(settings: { wageringWeights: Record<string, number>; defaultWageringWeight: number }, gameType: string) {
  return settings.wageringWeights[gameType] ?? settings.defaultWageringWeight;
}

/** Adds one settled play to the member's bonuses being wagered (in the delivery's transaction). */
export async function countPlay(trx: Db, play: ValidPlay): Promise<void> {
  if (play.validBet <= 0n) return;
  const active = await lockWagering(trx, play.merchantId, play.memberId, play.at);
  if (!active.length) return;
  const merchant = await findMerchantById(trx, play.merchantId);
  if (!merchant) return;
  let left = (play.validBet * BigInt(weightOf(merchant.settings.rewards, play.gameType))) / 100n;
  for (const r of active) {
    if (left <= 0n) break;
    const need = BigInt(r.turnover_required) - BigInt(r.turnover_done);
    const take = left < need ? left : need;
    await addTurnover(trx, r.id, take, take === need);
    left -= take;
  }
}

/**
 * Refuses to let `amount` leave the main wallet when it is more than the balance less what
 * bonuses being wagered lock: 409 bonus_wagering_incomplete, whose message names the turnover
 * still needed and what may be withdrawn now (value: the same as minor-unit strings). The caller
 * holds the lock of the member's main account, so `balance` is current.
 */
export async function assertWithdrawable(db: Db, merchantId: string, memberId: string, amount: bigint, balance: bigint) {
  const state = await wageringState(db, merchantId, memberId);
  if (state.locked === 0n) return;
  const available = balance > state.locked ? balance - state.locked : 0n;
  if (amount <= available) return;
  throw new AppError(
    'bonus_wagering_incomplete',
    { turnoverLeft: String(state.turnoverLeft), locked: String(state.locked), available: String(available) },
    { turnover: formatMoney(state.turnoverLeft), available: formatMoney(available) },
  );
}
