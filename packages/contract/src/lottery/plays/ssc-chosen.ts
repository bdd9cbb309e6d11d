/**
 * SSC plays whose content is chosen digits for a window, order aside: the group plays (group 120 …
 * group 5, 24 … 4, group 3 and 6, 2-star group) and any position (不定位).
 */
import { SSC_WINDOWS, type SscWindow } from '../ssc-plays.js';
import { hits, NO_OUTCOME, type PlayDef } from './play.js';
import { choose, digitsAt, digitToken, parseNonEmpty, parsePositions, type SscPlayBase } from './ssc-common.js';

/** One part of a group pattern: `digits` different digits that each appear `times` times. */
export interface GroupPart {
  readonly times: number;
  readonly digits: number;
}

/**
 * A group pattern, e.g. group 60 = [{times 2, digits 1}, {times 1, digits 3}] (a pair and three
 * singles). Parts have different `times`, so a window's digits fall into the parts one way only.
 * `oneSet`: the wire holds one digit set every part picks from (group 3: pair and single from the
 * same digits); otherwise one set per part, repeated part first ("pair digits|single digits").
 */
export interface GroupPattern {
  readonly parts: readonly GroupPart[];
  readonly oneSet?: boolean;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const bit = (d: number) => 1 << d;
const popcount = (m: number): number => (m === 0 ? 0 : (m & 1) + popcount(m >>> 1));

/** Elementary bets: the ways to pick each part's digits from its set, all digits different. */
function assignments(parts: readonly GroupPart[], sets: readonly number[], used = 0): number {
  const [part, ...rest] = parts;
  if (part === undefined) return 1;
  const free = sets[0]! & ~used;
  if (rest.length === 0) return choose(popcount(free), part.digits);
  let n = 0;
  for (let m = free; m > 0; m = (m - 1) & free) {
    if (popcount(m) === part.digits) n += assignments(rest, sets.slice(1), used | m);
  }
  return n;
}

/**
 * Group play on a window: an elementary bet is one multiset of the pattern (digits in any order),
 * covering its k = L! / Π(times!)^digits arrangements of the 10^L outcomes. Content: digit sets as
 * bitmasks, one per part.
 */
export function groupPlay(base: SscPlayBase, window: SscWindow, pattern: GroupPattern): PlayDef<number[]> {
  const positions = SSC_WINDOWS[window];
  const { parts } = pattern;
  const outcomes = 10 ** positions.length;
  const covered = parts.reduce((k, p) => k / factorial(p.times) ** p.digits, factorial(positions.length));
  const full = parts.map(() => 0x3ff);
  return {
    ...base,
    family: 'SSC',
    space: assignments(parts, full),
    parse(text) {
      if (pattern.oneSet) {
        const digits = parseNonEmpty(text, digitToken);
        return digits && parts.map(() => digits.reduce((m, d) => m | bit(d), 0));
      }
      const sets = parsePositions(text, parts.length, digitToken, true);
      return sets && sets.map((s) => s.reduce((m, d) => m | bit(d), 0));
    },
    count: (sets) => assignments(parts, sets),
    settle(sets, result) {
      const times = new Array<number>(10).fill(0);
      for (const d of digitsAt(result, positions)) times[d]!++;
      // The window wins when, for every part, exactly its number of digits appear `times` times, all from its set.
      const won = parts.every((part, i) => {
        const digits = times.flatMap((t, d) => (t === part.times ? [d] : []));
        return digits.length === part.digits && digits.every((d) => (sets[i]! & bit(d)) !== 0);
      });
      return won ? { hits: [{ outcomes, covered, count: 1 }], ties: 0 } : NO_OUTCOME;
    },
  };
}

/**
 * Any position (不定位): "1,5,8" = chosen digits; with `codes` 1 each digit is a bet that wins when it
 * appears anywhere in the window (once, however often it appears), with 2 each pair of them is a
 * bet that wins when both appear. k = outcomes holding all `codes` given digits (inclusion–exclusion:
 * Σ (−1)^j C(codes, j) (10 − j)^L), e.g. 271 of 1,000 for one code in a 3-star window.
 */
export function anyPositionPlay(base: SscPlayBase, window: SscWindow, codes: 1 | 2): PlayDef<number[]> {
  const positions = SSC_WINDOWS[window];
  const outcomes = 10 ** positions.length;
  let covered = 0;
  for (let j = 0; j <= codes; j++) covered += (-1) ** j * choose(codes, j) * (10 - j) ** positions.length;
  return {
    ...base,
    family: 'SSC',
    space: choose(10, codes),
    parse: (text) => parseNonEmpty(text, digitToken),
    count: (digits) => choose(digits.length, codes),
    settle(digits, result) {
      const present = digitsAt(result, positions);
      const won = choose(digits.filter((d) => present.includes(d)).length, codes);
      return { hits: hits({ outcomes, covered, count: won }), ties: 0 };
    },
  };
}
