import { DRAW_FORMATS, type Family } from '@playhouse/contract/lottery';

export interface PositionTrend {
  /** Times each number was drawn at this position over the draws shown. */
  readonly counts: ReadonlyMap<number, number>;
  /** Draws since each number last came at this position (draws shown + when not seen). */
  readonly missing: ReadonlyMap<number, number>;
  readonly hot: readonly number[];
  readonly cold: readonly number[];
}

/**
 * Per result position over the draws shown (newest first): how often each number came (hot: the
 * most, cold: the least) and how many draws ago it last came (missing).
 */
export function trendOf(family: Family, results: readonly (readonly number[])[]): PositionTrend[] {
  const f = DRAW_FORMATS[family];
  const numbers = Array.from({ length: f.max - f.min + 1 }, (_, i) => f.min + i);
  return Array.from({ length: f.length }, (_, pos) => {
    const counts = new Map(numbers.map((n) => [n, 0]));
    const missing = new Map(numbers.map((n) => [n, results.length]));
    results.forEach((r, age) => {
      const n = r[pos];
      if (n === undefined || !counts.has(n)) return;
      counts.set(n, counts.get(n)! + 1);
      if (missing.get(n) === results.length) missing.set(n, age);
    });
    const values = [...counts.values()];
    const max = Math.max(...values);
    const min = Math.min(...values);
    return {
      counts,
      missing,
      hot: results.length ? numbers.filter((n) => counts.get(n) === max) : [],
      cold: results.length ? numbers.filter((n) => counts.get(n) === min) : [],
    };
  });
}
