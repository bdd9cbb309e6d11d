/**
 * SSC plays on a value derived from the result: sums and spans of a window, big/small/odd/even
 * of the five digits' total, dragon-tiger (ten-thousands against ones).
 */
import { SIZE_PARITY_TAGS, SSC_WINDOWS, TOTAL_SIZE_PARITY, type SizeParity, type SscWindow } from '../ssc-plays.js';
import type { Hit, PlayDef } from './play.js';
import { digitsAt, intToken, parseNonEmpty, tagToken, type SscPlayBase } from './ssc-common.js';

export const windowSum = (digits: readonly number[]): number => digits.reduce((a, b) => a + b, 0);
export const windowSpan = (digits: readonly number[]): number => Math.max(...digits) - Math.min(...digits);

/**
 * Sum or span of a window: "0,13,27" = chosen values. As on the usual platforms each ordered digit
 * tuple with a chosen value is one elementary bet (3-star sum 13 is 75 bets), so N = 10^L and k = 1.
 */
export function windowValuePlay(
  base: SscPlayBase,
  window: SscWindow,
  value: (digits: readonly number[]) => number,
): PlayDef<number[]> {
  const positions = SSC_WINDOWS[window];
  const outcomes = 10 ** positions.length;
  // tuples[v]: ordered digit tuples of the window whose value is v.
  const tuples: number[] = [];
  for (let t = 0; t < outcomes; t++) {
    const digits = positions.map((_, i) => Math.floor(t / 10 ** i) % 10);
    const v = value(digits);
    tuples[v] = (tuples[v] ?? 0) + 1;
  }
  return {
    ...base,
    family: 'SSC',
    space: outcomes,
    parse: (text) => parseNonEmpty(text, intToken(tuples.length - 1)),
    count: (values) => values.reduce((n, v) => n + (tuples[v] ?? 0), 0),
    settle: (values, result) => ({
      hits: values.includes(value(digitsAt(result, positions))) ? [{ outcomes, covered: 1, count: 1 }] : [],
      ties: 0,
    }),
  };
}

/** Total big/small/odd/even: "big,odd" = chosen tags, each its own bet; each holds for half the results. */
export function totalSizeParityPlay(base: SscPlayBase): PlayDef<SizeParity[]> {
  const odds = { outcomes: 100_000, covered: 50_000 };
  return {
    ...base,
    family: 'SSC',
    space: SIZE_PARITY_TAGS.length,
    parse: (text) => parseNonEmpty(text, tagToken(SIZE_PARITY_TAGS)),
    count: (tags) => tags.length,
    settle(tags, result) {
      const sum = windowSum(result);
      const won = tags.filter((t) => TOTAL_SIZE_PARITY[t](sum)).length;
      return { hits: won > 0 ? [{ ...odds, count: won }] : [], ties: 0 };
    },
  };
}

export const DRAGON_TIGER_TAGS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTiger = (typeof DRAGON_TIGER_TAGS)[number];

/** Dragon when the ten-thousands digit is above the ones, tiger when below, tie when equal. */
export function dragonTigerOf(result: readonly number[]): DragonTiger {
  const [first, last] = [result[0]!, result[4]!];
  return first > last ? 'dragon' : first < last ? 'tiger' : 'tie';
}

/**
 * Dragon-tiger: "dragon,tie" = chosen options, each its own bet, each with its own (N, k) from
 * `pricing` (the options a play sells). `refundTies`: a tie result ties the dragon and tiger bets
 * (ELOTT refunds them) instead of losing them.
 */
export function dragonTigerPlay(
  base: SscPlayBase,
  pricing: Partial<Record<DragonTiger, Omit<Hit, 'count'>>>,
  refundTies: boolean,
): PlayDef<DragonTiger[]> {
  const sold = DRAGON_TIGER_TAGS.filter((t) => pricing[t] !== undefined);
  return {
    ...base,
    family: 'SSC',
    ...(refundTies ? { tiesFollowGameRule: true } : {}),
    space: sold.length,
    parse: (text) => parseNonEmpty(text, tagToken(sold)),
    count: (tags) => tags.length,
    settle(tags, result) {
      const outcome = dragonTigerOf(result);
      const odds = pricing[outcome];
      const hit = tags.includes(outcome) && odds ? [{ ...odds, count: 1 }] : [];
      const ties = refundTies && outcome === 'tie' ? tags.filter((t) => t !== 'tie').length : 0;
      return { hits: hit, ties };
    },
  };
}
