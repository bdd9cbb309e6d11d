/**
 * SSC plays whose content is a set of choices per result position: direct plays, fixed position,
 * big/small/odd/even per position, and any-2/3/4 with chosen positions.
 */
import { hits, NO_OUTCOME, type PlayDef } from './play.js';
import { choose, digitsAt, digitToken, parsePositions, parseChoices, type SscPlayBase, type Token } from './ssc-common.js';

export interface PerPositionSpec<T> extends SscPlayBase {
  /** The result positions read, in wire order. */
  readonly positions: readonly number[];
  readonly token: Token<T>;
  /** Distinct choices a position offers (10 digits, 4 tags). */
  readonly choices: number;
  /** Digits (of 10) one choice holds for: 1 for a digit, 5 for big/small/odd/even. */
  readonly covers: number;
  readonly matches: (choice: T, digit: number) => boolean;
  /**
   * 'combination': one elementary bet per combination of a choice in every position (direct, 2-star
   * size/parity combos), so every position needs a choice. 'each': every choice is its own bet on
   * its own position (fixed position, two-sides board), so positions may stay empty.
   */
  readonly bet: 'combination' | 'each';
}

/** Choices per position, e.g. "1,2|3|4|5|6" (direct) or "1||2,3||" (fixed position). */
export function perPositionPlay<T>(spec: PerPositionSpec<T>): PlayDef<T[][]> {
  const { positions, token, choices, covers, matches, bet, ...base } = spec;
  const n = positions.length;
  const combination = bet === 'combination';
  // A combination is one of 10^n ordered digit tuples' worth of outcomes, covering covers^n of them;
  // a single choice is priced on its own digit.
  const odds = combination ? { outcomes: 10 ** n, covered: covers ** n } : { outcomes: 10, covered: covers };
  return {
    ...base,
    family: 'SSC',
    space: combination ? choices ** n : choices * n,
    parse: (text) => parsePositions(text, n, token, combination),
    count: (c) => (combination ? c.reduce((a, p) => a * p.length, 1) : c.reduce((a, p) => a + p.length, 0)),
    settle(c, result) {
      const wins = digitsAt(result, positions).map((d, i) => c[i]!.filter((t) => matches(t, d)).length);
      const won = combination ? wins.reduce((a, w) => a * w, 1) : wins.reduce((a, w) => a + w, 0);
      return { hits: hits({ ...odds, count: won }), ties: 0 };
    },
  };
}

export interface AnyNContent {
  /** Chosen positions, ascending, at least `n` of them. */
  readonly positions: readonly number[];
  /** One non-empty digit set per chosen position. */
  readonly digits: readonly (readonly number[])[];
}

/**
 * Any-n direct: "0,2,4;1,2|3|5" = positions 0, 2, 4 chosen, then their digit sets in that order.
 * Every n of the chosen positions with a digit from each of their sets is one elementary bet, so
 * the content above buys any-2 bets (0,2): 2, (0,4): 2, (2,4): 1.
 */
export function anyNDirectPlay(base: SscPlayBase, n: number): PlayDef<AnyNContent> {
  return {
    ...base,
    family: 'SSC',
    space: choose(5, n) * 10 ** n,
    parse(text) {
      const [head, body, ...rest] = text.split(';');
      if (head === undefined || body === undefined || rest.length > 0) return null;
      const positions = parseChoices(head, digitToken);
      if (positions === null || positions.length < n || positions.some((p, i) => p > 4 || (i > 0 && p <= positions[i - 1]!))) {
        return null;
      }
      const digits = parsePositions(body, positions.length, digitToken, true);
      return digits && { positions, digits };
    },
    count: (c) =>
      subsetProducts(
        c.digits.map((d) => d.length),
        n,
      ),
    settle(c, result) {
      // Every n-subset of the positions whose digit came up is a winning bet.
      const matched = c.positions.filter((p, i) => c.digits[i]!.includes(result[p]!)).length;
      const won = choose(matched, n);
      return won > 0 ? { hits: [{ outcomes: 10 ** n, covered: 1, count: won }], ties: 0 } : NO_OUTCOME;
    },
  };
}

/** Σ over the n-subsets of `sizes` of their product (elementary symmetric polynomial). */
function subsetProducts(sizes: readonly number[], n: number): number {
  // e[j] = sum of products over j-subsets of the sizes seen so far.
  const e = [1, ...new Array<number>(n).fill(0)];
  for (const s of sizes) for (let j = n; j >= 1; j--) e[j]! += e[j - 1]! * s;
  return e[n]!;
}
