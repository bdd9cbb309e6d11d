/**
 * The products sold on official results, one shape for every lottery, as PlayDef is
 * for the fast draws: the server counts, prices and settles any product with one code path, and
 * the bet slip counts with the same code as the player picks.
 *
 * `parse` reads a content (tokens.ts: `,`-separated, each product documents its tokens) and
 * answers null for anything malformed, never throws. `settle` takes the result's view, derived
 * once per result (vnMbView or vnStationView, thaiView, laoView, the 4D result itself), so a draw with a million
 * tickets derives its lô lists once. It answers the winning elementary bets; `hitCount` is the
 * number of hits (occurrences for per-occurrence products), and
 *
 *   stake = elementary bets × points × price,   win = Σ hits × payout(tier) × points / share,
 *
 * halved on a half-pay number and floored to the minor unit once per bet (officialWinMinor).
 */
import { gcd, positiveInt } from '../bigint-math.js';

export const OFFICIAL_LOTTERIES = ['VN', 'TH', 'LA', '4D'] as const;
export type OfficialLottery = (typeof OFFICIAL_LOTTERIES)[number];

/** What a hit won: one rate ("hit") for most products, the prize tier for 4D. */
export const OFFICIAL_TIERS = ['hit', '1st', '2nd', '3rd', 'special', 'consolation'] as const;
export type OfficialTier = (typeof OFFICIAL_TIERS)[number];

export interface OfficialHit {
  /**
   * The elementary bet that won, named as `numbers` names it ("27", a 4D permutation), so a
   * half-pay list applies to it; for xiên / lô trượt the numbers that made it, joined by "-".
   */
  readonly bet: string;
  readonly tier: OfficialTier;
  /** Occurrences (lô pays per occurrence), winning combinations (xiên, lô trượt), else 1. */
  readonly count: number;
  /** The prize is divided by this: the number's permutations for i-box, else 1. */
  readonly share: number;
}

export interface OfficialProduct<P = unknown, V = unknown> {
  /** Stable wire id, LOTTERY-PRODUCT in capitals ("VN-LO2", "TH-3TOP", "4D-BIG"). Never renamed once sold. */
  readonly id: string;
  readonly lottery: OfficialLottery;
  /** The menu tab (an i18n key suffix in the web). */
  readonly menu: string;
  /** Elementary bets one content can hold at most: the base of "may not cover more than x %". */
  readonly space: number;
  /** Combo products (xiên, lô trượt): numbers per elementary bet. Their bets pay in full or not at all, so no half-pay list applies. */
  readonly comboSize?: number;
  parse(text: string): P | null;
  /** Elementary bets in a parsed content. */
  count(picks: P): number;
  /** The numbers a content bets on, as the closed and half-pay lists name them (restricted.ts). */
  numbers(picks: P): readonly string[];
  /** A number as those lists name it for this product (3 tod "321" → "123"), or null when it is none of its numbers. */
  numberOf(token: string): string | null;
  settle(picks: P, view: V): OfficialHit[];
}

/** A product whose types are erased: what the registry holds. */
export type AnyOfficialProduct = OfficialProduct<any, any>;

/** Default price and payout of a product; merchants override them. Minor units per point. */
export interface Pricing {
  /** What one point of one elementary bet costs. */
  readonly price: bigint;
  /** What one hit pays per point, by tier ("hit" for single-rate products). */
  readonly payout: Readonly<Partial<Record<OfficialTier, bigint>>>;
}

/** The number of hits of a settlement (the brief's "hits"). */
export function hitCount(hits: readonly OfficialHit[]): number {
  return hits.reduce((n, h) => n + h.count, 0);
}

/** Stake of a content: elementary bets × points × price per point. */
export function officialStakeMinor(bets: number, points: number, price: bigint): bigint {
  return positiveInt('bets', bets) * positiveInt('points', points) * price;
}

/**
 * The win of a bet: Σ count × payout(tier) × points / share, halved for the numbers in `halfPay`,
 * summed over a common denominator and floored once, so no hit loses a fraction of its own.
 * A tier the pricing does not pay (a small 4D bet's special) pays nothing.
 */
export function officialWinMinor(
  hits: readonly OfficialHit[],
  pricing: Pricing,
  points: number,
  halfPay: ReadonlySet<string> = new Set(),
): bigint {
  // In halves of a share: each hit is count × pay × (1 or 2 halves) / (2 × share).
  let den = 2n;
  for (const h of hits) {
    const d = 2n * positiveInt('share', h.share);
    den = (den * d) / gcd(den, d);
  }
  let num = 0n;
  for (const h of hits) {
    const pay = pricing.payout[h.tier] ?? 0n;
    const halves = halfPay.has(h.bet) ? 1n : 2n;
    num += BigInt(h.count) * pay * halves * (den / (2n * BigInt(h.share)));
  }
  return (num * positiveInt('points', points)) / den;
}
