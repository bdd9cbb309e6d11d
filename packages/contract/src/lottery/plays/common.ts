/**
 * What the 11x5, K3, PK10 and PC28 plays share: wire parsing and counting helpers.
 *
 * Wire rules (strict, so one content has few spellings): positions are separated by `|`, choices
 * in a position by `,`, no spaces. An empty position is the empty set. Numbers of the two-digit
 * families (11x5 01–11, PK10 01–10) may be written with or without the leading zero ("3" = "03");
 * the same number twice in one position ("3,03") is a repeat, hence malformed. Sums and dice are
 * written without leading zeros. Tags are lowercase words (big, small, odd, even, dragon, tiger…).
 */

/** Binomial coefficient C(n, k), 0 when k > n. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** Inclusive integer range. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** How a number token may be written: `padded` accepts "03" beside "3" (11x5, PK10). */
export interface NumberSpelling {
  readonly min: number;
  readonly max: number;
  readonly padded?: boolean;
}

/** One number token, or null when it is not a number of the range in an accepted spelling. */
export function parseNumberToken(token: string, s: NumberSpelling): number | null {
  const ok = s.padded ? /^\d{1,2}$/.test(token) : /^(0|[1-9]\d?)$/.test(token);
  if (!ok) return null;
  const n = Number(token);
  return n >= s.min && n <= s.max ? n : null;
}

/** A number-spelling option parser, for the builders. */
export function numberOption(s: NumberSpelling): (token: string) => number | null {
  return (token) => parseNumberToken(token, s);
}

/** A tag option parser accepting exactly the given words. */
export function tagOption<T extends string>(tags: readonly T[]): (token: string) => T | null {
  return (token) => ((tags as readonly string[]).includes(token) ? (token as T) : null);
}

/** The distinct choices of one position ("" = none), or null on a bad token or a repeat. */
export function parseChoices<O>(text: string, parseOne: (token: string) => O | null): O[] | null {
  if (text === '') return [];
  const out: O[] = [];
  for (const token of text.split(',')) {
    const o = parseOne(token);
    if (o === null || out.includes(o)) return null;
    out.push(o);
  }
  return out;
}

/** Exactly `n` positions of choices, or null. */
export function parsePositions<O>(text: string, n: number, parseOne: (token: string) => O | null): O[][] | null {
  const parts = text.split('|');
  if (parts.length !== n) return null;
  const out: O[][] = [];
  for (const part of parts) {
    const choices = parseChoices(part, parseOne);
    if (choices === null) return null;
    out.push(choices);
  }
  return out;
}

/**
 * Ordered tuples taking one number from each position with no number used twice (11x5 front 2/3
 * direct, PK10 top 2/3, K3 pair + single): a tuple with a repeat can never be drawn, so it is no bet.
 */
export function distinctTuples(positions: readonly (readonly number[])[], used: readonly number[] = []): number {
  const [first, ...rest] = positions;
  if (first === undefined) return 1;
  return first.reduce((n, x) => (used.includes(x) ? n : n + distinctTuples(rest, [...used, x])), 0);
}

/** Ordered tuples of `length` values in [min, max] summing to `sum` (dice, digits). */
export function tupleSumCount(length: number, min: number, max: number, sum: number): number {
  let ways = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < length; i++) {
    const next = new Map<number, number>();
    for (const [s, w] of ways) for (let v = min; v <= max; v++) next.set(s + v, (next.get(s + v) ?? 0) + w);
    ways = next;
  }
  return ways.get(sum) ?? 0;
}
