/**
 * Test helpers for the plays (imported by *.test.ts only): result enumeration and the fairness
 * identity. A play is fair when every elementary bet, paid N/k per win, is worth exactly 1 on
 * average over equally likely results: Σ results Σ hits count × N / k = bets × results.
 */
import { expect } from 'vitest';
import type { AnyPlay } from './play.js';
import { gcd } from '../bigint-math.js';

/** Every ordered selection of `length` distinct values of `pool` (11x5 draws, PK10 rank prefixes). */
export function orderedSelections(pool: readonly number[], length: number): number[][] {
  if (length === 0) return [[]];
  return pool.flatMap((x) =>
    orderedSelections(
      pool.filter((y) => y !== x),
      length - 1,
    ).map((rest) => [x, ...rest]),
  );
}

/** Every tuple of `length` values in [min, max] (K3 dice, PC28 digits). */
export function allTuples(length: number, min: number, max: number): number[][] {
  if (length === 0) return [[]];
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return allTuples(length - 1, min, max).flatMap((t) => values.map((v) => [...t, v]));
}

/**
 * PK10 results for a play that reads only `ranks` (0-based): every arrangement of cars at those
 * ranks, the other cars filling the other ranks in ascending order. Each arrangement stands for
 * the same number of full permutations, so the list is uniformly weighted like all 10! of them.
 */
export function pk10Results(ranks: readonly number[]): number[][] {
  const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  return orderedSelections(cars, ranks.length).map((picked) => {
    const rest = cars.filter((c) => !picked.includes(c));
    return Array.from({ length: 10 }, (_, r) => {
      const i = ranks.indexOf(r);
      return i >= 0 ? picked[i]! : rest.shift()!;
    });
  });
}

export interface Tally {
  readonly bets: number;
  /** Winning elementary bets and tied ones, summed over all results. */
  readonly wins: number;
  readonly ties: number;
  /** Σ count × N / k over all results, as an exact fraction num / den. */
  readonly num: bigint;
  readonly den: bigint;
}

export function tally(play: AnyPlay, text: string, results: readonly (readonly number[])[]): Tally {
  const content = play.parse(text);
  expect(content, `${play.id} parses ${text}`).not.toBeNull();
  let num = 0n;
  let den = 1n;
  let wins = 0;
  let ties = 0;
  for (const r of results) {
    const o = play.settle(content, r);
    ties += o.ties;
    for (const h of o.hits) {
      wins += h.count;
      // num/den += count·N/k, kept reduced.
      num = num * BigInt(h.covered) + BigInt(h.count * h.outcomes) * den;
      den *= BigInt(h.covered);
      const g = gcd(num, den);
      num /= g;
      den /= g;
    }
  }
  return { bets: play.count(content), wins, ties, num, den };
}

/** The fairness identity, exactly: each elementary bet is worth 1 on average. */
export function expectFair(play: AnyPlay, text: string, results: readonly (readonly number[])[]): Tally {
  const t = tally(play, text, results);
  expect(t.bets, `${play.id} ${text} buys something`).toBeGreaterThan(0);
  // num / den = bets × results, compared as integers (labelled so a failure names the content).
  expect({ id: play.id, text, value: t.num }).toEqual({ id: play.id, text, value: BigInt(t.bets * results.length) * t.den });
  return t;
}

export function playOf(plays: readonly AnyPlay[], id: string): AnyPlay {
  const p = plays.find((x) => x.id === id);
  if (!p) throw new Error(`no play ${id}`);
  return p;
}

/** Count of a wire content through the play, null when malformed. */
export function countOf(play: AnyPlay, text: string): number | null {
  const c = play.parse(text);
  return c === null ? null : play.count(c);
}

/**
 * The play's declared shape: `space` is what its fullest content counts, it is never sold in ZY
 * (SSC only), and it has ELOTT odds exactly when ELOTT sells it.
 */
export function expectShape(play: AnyPlay, fullest: string): void {
  expect(countOf(play, fullest), `${play.id} space`).toBe(play.space);
  expect(play.modes).toContain('LOTT');
  expect(play.modes).not.toContain('ZY');
  expect(play.elottOdds !== undefined, `${play.id} ELOTT odds`).toBe(play.modes.includes('ELOTT'));
}
