/**
 * LOTT ("official play") prize maths. Amounts are bigint minor units
 * (1/100 of the currency unit, see money.ts). Bet units go down to li (0.001), a tenth of a minor
 * unit, so the maths runs in thousandths of the currency unit and converts at the end:
 *  - a stake must come to whole minor units, else it is refused (`stakeMinor` answers null) — a
 *    li bet of one elementary bet costs 0.002, which the wallet cannot hold, and rounding it
 *    would either charge for nothing or give bets away;
 *  - a prize and a rebate are floored to the minor unit, once per bet (not per elementary bet),
 *    so the house never pays a fraction it cannot book and the player loses less than 0.01.
 */
import { gcd, positiveInt } from './bigint-math.js';

/** Bet units in thousandths of the currency unit: an elementary bet costs 2 × unit × multiple. */
export const BET_UNITS = { yuan: 1000, jiao: 100, fen: 10, li: 1 } as const;
export type BetUnit = keyof typeof BET_UNITS;

export const PRIZE_GROUP_MIN = 1700;
export const PRIZE_GROUP_MAX = 1980;

/** Thousandths of the currency unit in one minor unit (minor = 1/100). */
export const MILLI_PER_MINOR = 10n;

export function isBetUnit(value: string): value is BetUnit {
  return Object.hasOwn(BET_UNITS, value);
}

export function isPrizeGroup(group: number): boolean {
  return Number.isInteger(group) && group >= PRIZE_GROUP_MIN && group <= PRIZE_GROUP_MAX;
}

function groupOf(group: number): bigint {
  if (!isPrizeGroup(group)) throw new RangeError(`prize group must be ${PRIZE_GROUP_MIN}–${PRIZE_GROUP_MAX}`);
  return BigInt(group);
}

export interface StakeInput {
  /** Elementary bets (注) in the content. */
  readonly bets: number;
  readonly unit: BetUnit;
  readonly multiple: number;
}

/** Stake in minor units = bets × 2 × unit × multiple, or null when that is not whole minor units. */
export function stakeMinor({ bets, unit, multiple }: StakeInput): bigint | null {
  const milli = positiveInt('bets', bets) * 2n * BigInt(BET_UNITS[unit]) * positiveInt('multiple', multiple);
  return milli % MILLI_PER_MINOR === 0n ? milli / MILLI_PER_MINOR : null;
}

export interface PrizeInput {
  /** Prize group the bet was placed at (1700–1980). */
  readonly group: number;
  /** N: outcomes of the play (100,000 for SSC 5-star, 1,000 for 3-star, …). */
  readonly outcomes: number;
  /** k: outcomes one elementary bet covers (1 for direct plays, 3 for group 3, 6 for group 6, …). */
  readonly covered: number;
  readonly unit: BetUnit;
  readonly multiple: number;
  /** Winning elementary bets in the bet (default 1). */
  readonly wins?: number;
}

/**
 * The win of a LOTT bet: each winning elementary bet pays G × N / (1000 × k) per 2 currency units,
 * scaled by unit and multiple, so the return to player is G / 2000. Floored to the minor unit.
 */
export function prizeMinor(p: PrizeInput): bigint {
  const wins = p.wins === 0 ? 0n : positiveInt('wins', p.wins ?? 1);
  const numerator =
    groupOf(p.group) *
    positiveInt('outcomes', p.outcomes) *
    BigInt(BET_UNITS[p.unit]) *
    positiveInt('multiple', p.multiple) *
    wins;
  // currency = G·N/(1000·k) · unit/1000 · multiple · wins; minor = currency · 100
  return numerator / (10_000n * positiveInt('covered', p.covered));
}

/** Rebate percent for betting below one's own group: 20 group points = 1 %. */
export function rebatePercent(ownGroup: number, betGroup: number): number {
  return Number(groupOf(ownGroup) - groupOf(betGroup)) / 20;
}

/** Why a member may not bet at a group, or null when it may. */
export function betGroupProblem(ownGroup: number, betGroup: number): 'prize_group_invalid' | 'prize_group_above_own' | null {
  if (!isPrizeGroup(ownGroup) || !isPrizeGroup(betGroup)) return 'prize_group_invalid';
  return betGroup > ownGroup ? 'prize_group_above_own' : null;
}

/** Rebate paid at settlement: (own − bet)/20 % of the stake, floored to the minor unit. */
export function rebateMinor(stake: bigint, ownGroup: number, betGroup: number): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  const points = groupOf(ownGroup) - groupOf(betGroup);
  if (points < 0n) throw new RangeError('bet group above own group');
  return (stake * points) / 2000n;
}

/** The hits of a settled content, as plays/play.ts answers them (N, k and how many). */
export interface PricedHit {
  readonly outcomes: number;
  readonly covered: number;
  readonly count: number;
}

/**
 * The LOTT win of a bet with several hits (different N/k, as K3 sums or fixed positions have):
 * Σ count × G × N / (1000 × k) per 2 units, scaled by unit and multiple, floored ONCE for the
 * whole bet (summed over a common denominator), so no hit loses a fraction of its own.
 */
export function hitsPrizeMinor(group: number, hits: readonly PricedHit[], unit: BetUnit, multiple: number): bigint {
  let den = 1n;
  for (const h of hits) {
    const k = positiveInt('covered', h.covered);
    den = (den * k) / gcd(den, k);
  }
  let sum = 0n;
  for (const h of hits) {
    if (h.count === 0) continue;
    sum += positiveInt('count', h.count) * positiveInt('outcomes', h.outcomes) * (den / BigInt(h.covered));
  }
  return (groupOrFair(group) * sum * BigInt(BET_UNITS[unit]) * positiveInt('multiple', multiple)) / (10_000n * den);
}

/** ZY pays the fair prize (as group 2000, RTP 100 %), which no member group reaches. */
export const FAIR_GROUP = 2000;
function groupOrFair(group: number): bigint {
  return group === FAIR_GROUP ? 2000n : groupOf(group);
}

/** ZY: the share of the fair prize paid, by the draw's ten-thousands digit (6: 75 %, 9: 90 %, else 100 %). */
export function zyPercent(tenThousands: number): number {
  return tenThousands === 6 ? 75 : tenThousands === 9 ? 90 : 100;
}

/** The ZY win: the fair prize of the hits, scaled by the ten-thousands digit, floored once. */
export function zyPrizeMinor(hits: readonly PricedHit[], unit: BetUnit, multiple: number, tenThousands: number): bigint {
  return (hitsPrizeMinor(FAIR_GROUP, hits, unit, multiple) * BigInt(zyPercent(tenThousands))) / 100n;
}

/** ELOTT: a hit pays the stake of one elementary bet × the decimal odds (thousandths); floored once. */
export function elottWinMinor(stakePerBet: bigint, oddsMilli: number, hitCount: number): bigint {
  return (stakePerBet * BigInt(oddsMilli) * BigInt(hitCount)) / 1000n;
}
