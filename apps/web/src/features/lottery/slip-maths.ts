import {
  FAIR_GROUP,
  elottWinMinor,
  hitsPrizeMinor,
  stakeMinor,
  type BetUnit,
  type Hit,
  type LotteryPrizeMode,
} from '@playhouse/contract/lottery';
import type { MarginTerms } from './chase-plan';

export interface SlipTerms {
  readonly mode: LotteryPrizeMode;
  readonly bets: number;
  readonly unit: BetUnit;
  readonly multiple: number;
  /** LOTT: the group bet at. */
  readonly group: number | null;
  /** ELOTT: the play's decimal odds in thousandths. */
  readonly odds: number | null;
}

/** Stake of one draw, or null when the unit and multiple do not make whole minor units. */
export function drawStake(t: SlipTerms): bigint | null {
  if (t.bets < 1 || t.multiple < 1) return null;
  return stakeMinor({ bets: t.bets, unit: t.unit, multiple: t.multiple });
}

/**
 * What one winning elementary bet pays on one draw: LOTT at the bet group, ZY at the fair prize
 * (its best case, a ten-thousands digit other than 6 or 9), ELOTT the stake of one bet × odds.
 * The best of the hits the picks can make; null when unknown.
 */
export function oneHitWin(t: SlipTerms, hits: readonly Hit[]): bigint | null {
  if (t.multiple < 1) return null;
  if (t.mode === 'ELOTT') {
    const perBet = stakeMinor({ bets: 1, unit: t.unit, multiple: t.multiple });
    return perBet === null || t.odds === null ? null : elottWinMinor(perBet, t.odds, 1);
  }
  const group = t.mode === 'ZY' ? FAIR_GROUP : t.group;
  if (group === null || hits.length === 0) return null;
  return hits.reduce<bigint>((best, h) => {
    const win = hitsPrizeMinor(group, [{ ...h, count: 1 }], t.unit, t.multiple);
    return win > best ? win : best;
  }, 0n);
}

/**
 * The minimum-profit plan's terms: stake and one-hit win at the smallest payable multiple (1,
 * or 5 for a li stake of a fraction of a cent: 2 × 0.001 × 5 = 0.01). The win is floored once
 * there, so k times it never exceeds the real win at k times the multiple and the planned
 * margin holds. Null while either is unknown (no picks, no group or odds).
 */
export function marginTerms(t: SlipTerms, hits: readonly Hit[], ratePercent: number): MarginTerms | null {
  const step = [1, 5].find((m) => drawStake({ ...t, multiple: m }) !== null);
  if (step === undefined) return null;
  const cost = drawStake({ ...t, multiple: step });
  const win = oneHitWin({ ...t, multiple: step }, hits);
  return cost === null || win === null ? null : { ratePercent, cost, win, step };
}
