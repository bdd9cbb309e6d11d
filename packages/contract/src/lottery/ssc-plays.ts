/**
 * SSC plays in LOTT mode: how many elementary bets (注) a content holds, how many of them a
 * result wins, and the play's N (outcomes) and k (outcomes one elementary bet covers) for
 * prize.ts. The server counts with these and refuses a client count that differs.
 * Contents are structured (digit sets per position, chosen digits, chosen sums); the wire
 * format of `bettingContent` is parsed into them by the betting code.
 * A malformed content (digit outside 0–9, a repeat, wrong number of positions) counts as null.
 */

/** Positions of the SSC result: 0 = ten-thousands … 4 = ones. */
export const SSC_WINDOWS = {
  five: [0, 1, 2, 3, 4],
  front4: [0, 1, 2, 3],
  back4: [1, 2, 3, 4],
  front3: [0, 1, 2],
  middle3: [1, 2, 3],
  back3: [2, 3, 4],
  front2: [0, 1],
  back2: [3, 4],
} as const;
export type SscWindow = keyof typeof SSC_WINDOWS;

export type SizeParity = 'big' | 'small' | 'odd' | 'even';
const SIZE_PARITY: Readonly<Record<SizeParity, (d: number) => boolean>> = {
  big: (d) => d >= 5,
  small: (d) => d <= 4,
  odd: (d) => d % 2 === 1,
  even: (d) => d % 2 === 0,
};

export type SscContent =
  /** Direct: one digit set per window position; every combination is one elementary bet. */
  | { readonly play: 'direct'; readonly window: SscWindow; readonly positions: readonly (readonly number[])[] }
  /** Direct sum: chosen sums of the window's digits; each ordered digit tuple with that sum is one bet. */
  | {
      readonly play: 'sum';
      readonly window: 'front3' | 'middle3' | 'back3' | 'front2' | 'back2';
      readonly sums: readonly number[];
    }
  /** Group 3: a pair and a single from the chosen digits (3 arrangements each). */
  | { readonly play: 'group3'; readonly window: 'front3' | 'middle3' | 'back3'; readonly digits: readonly number[] }
  /** Group 6: three different chosen digits (6 arrangements each). */
  | { readonly play: 'group6'; readonly window: 'front3' | 'middle3' | 'back3'; readonly digits: readonly number[] }
  /** Fixed position: digit sets for the five positions; each digit is one bet on its own position. */
  | { readonly play: 'fixed'; readonly positions: readonly (readonly number[])[] }
  /** Big (5–9) / small (0–4) / odd / even per position of a 2-star window; each combination is one bet. */
  | { readonly play: 'sizeParity'; readonly window: 'front2' | 'back2'; readonly positions: readonly (readonly SizeParity[])[] };

export interface PlayOdds {
  /** N: equally likely outcomes the play is priced over. */
  readonly outcomes: number;
  /** k: outcomes one elementary bet covers. */
  readonly covered: number;
}

function digitSet(values: readonly number[]): boolean {
  return values.every((d) => Number.isInteger(d) && d >= 0 && d <= 9) && new Set(values).size === values.length;
}

function tagSet(values: readonly SizeParity[]): boolean {
  return values.every((t) => Object.hasOwn(SIZE_PARITY, t)) && new Set(values).size === values.length;
}

/** How many ordered tuples of `length` digits sum to `sum` (1, 3, 6, 10 … for 3 digits). */
export function digitSumCount(length: number, sum: number): number {
  let ways = [1];
  for (let i = 0; i < length; i++) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, s) => {
      for (let d = 0; d <= 9; d++) next[s + d]! += w;
    });
    ways = next;
  }
  return ways[sum] ?? 0;
}

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return n < k ? 0 : r;
};

const windowDigits = (c: { window: SscWindow }, result: readonly number[]) => SSC_WINDOWS[c.window].map((p) => result[p]!);

/** N and k of a play (the same for every content of it). */
export function sscOdds(c: SscContent): PlayOdds {
  switch (c.play) {
    case 'direct':
    case 'sum':
      return { outcomes: 10 ** SSC_WINDOWS[c.window].length, covered: 1 };
    case 'group3':
      return { outcomes: 1000, covered: 3 };
    case 'group6':
      return { outcomes: 1000, covered: 6 };
    case 'fixed':
      return { outcomes: 10, covered: 1 };
    case 'sizeParity':
      return { outcomes: 100, covered: 25 };
  }
}

/** Elementary bets in a content, or null when the content is malformed. */
export function countSscBets(c: SscContent): number | null {
  switch (c.play) {
    case 'direct':
      if (c.positions.length !== SSC_WINDOWS[c.window].length || !c.positions.every(digitSet)) return null;
      return c.positions.reduce((n, p) => n * p.length, 1);
    case 'sum': {
      const max = 9 * SSC_WINDOWS[c.window].length;
      if (!c.sums.every((s) => Number.isInteger(s) && s >= 0 && s <= max) || new Set(c.sums).size !== c.sums.length) {
        return null;
      }
      return c.sums.reduce((n, s) => n + digitSumCount(SSC_WINDOWS[c.window].length, s), 0);
    }
    case 'group3':
      return digitSet(c.digits) ? c.digits.length * (c.digits.length - 1) : null;
    case 'group6':
      return digitSet(c.digits) ? choose(c.digits.length, 3) : null;
    case 'fixed':
      if (c.positions.length !== 5 || !c.positions.every(digitSet)) return null;
      return c.positions.reduce((n, p) => n + p.length, 0);
    case 'sizeParity':
      if (c.positions.length !== 2 || !c.positions.every(tagSet)) return null;
      return c.positions.reduce((n, p) => n * p.length, 1);
  }
}

/** Winning elementary bets of a (well-formed) content against a 5-digit SSC result. */
export function winningSscBets(c: SscContent, result: readonly number[]): number {
  switch (c.play) {
    case 'direct':
      return windowDigits(c, result).every((d, i) => c.positions[i]!.includes(d)) ? 1 : 0;
    case 'sum':
      return c.sums.includes(windowDigits(c, result).reduce((a, b) => a + b, 0)) ? 1 : 0;
    case 'group3': {
      const w = windowDigits(c, result);
      const distinct = new Set(w);
      return distinct.size === 2 && [...distinct].every((d) => c.digits.includes(d)) ? 1 : 0;
    }
    case 'group6': {
      const w = windowDigits(c, result);
      return new Set(w).size === 3 && w.every((d) => c.digits.includes(d)) ? 1 : 0;
    }
    case 'fixed':
      return c.positions.reduce((n, p, i) => n + (p.includes(result[i]!) ? 1 : 0), 0);
    case 'sizeParity':
      // A digit can be both big and odd, so several combinations may win at once.
      return windowDigits(c, result).reduce((n, d, i) => n * c.positions[i]!.filter((t) => SIZE_PARITY[t](d)).length, 1);
  }
}
