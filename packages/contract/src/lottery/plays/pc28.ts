/**
 * PC28 plays. A result is three digits 0–9 (1,000 equally likely ordered draws, N = 1000
 * everywhere); the game's answer is their sum 0–27. Sums are written without leading zeros.
 */
import { numberOption, tagOption, tupleSumCount } from './common.js';
import { optionsPlay, type OptionsContent } from './builders.js';
import type { AnyPlay, LotteryPrizeMode, PlayDef } from './play.js';

const DRAWS = 1000;
const sumOf = (r: readonly number[]) => r[0]! + r[1]! + r[2]!;
/** Draws whose sum satisfies `test` (k of a sum-range tag). */
const drawsWithSum = (test: (s: number) => boolean) =>
  Array.from({ length: 28 }, (_, s) => (test(s) ? tupleSumCount(3, 0, 9, s) : 0)).reduce((a, b) => a + b, 0);

/** Sum, "0,13,27": one bet per sum, k = draws with that sum (1 for 0, 75 for 13). */
const sum = optionsPlay({
  id: 'PC28-SUM',
  family: 'PC28',
  menu: 'sum',
  choices: 28,
  parseOne: numberOption({ min: 0, max: 27 }),
  outcomes: DRAWS,
  covered: (s) => tupleSumCount(3, 0, 9, s),
  judge: (s, r) => (sumOf(r) === s ? 'win' : 'lose'),
});

/** Tags each naming a set of sums; k of a tag = draws with such a sum. */
function sumTagsPlay<T extends string>(
  spec: { id: string; menu: string; modes?: readonly LotteryPrizeMode[]; elottOdds?: number },
  tags: Readonly<Record<T, (s: number) => boolean>>,
): PlayDef<OptionsContent<T>> {
  const names = Object.keys(tags) as T[];
  const covered = new Map(names.map((t) => [t, drawsWithSum(tags[t])]));
  return optionsPlay<T>({
    ...spec,
    family: 'PC28',
    choices: names.length,
    parseOne: tagOption(names),
    outcomes: DRAWS,
    covered: (t) => covered.get(t)!,
    judge: (t, r) => (tags[t](sumOf(r)) ? 'win' : 'lose'),
  });
}

const big = (s: number) => s >= 14;
const odd = (s: number) => s % 2 === 1;

/** Big (14–27) / small (0–13) / odd / even, "big,odd": 500 draws each, no tie. */
const twoSides = sumTagsPlay(
  { id: 'PC28-TWOSIDES-SUM', menu: 'twoSides', modes: ['LOTT', 'ELOTT'], elottOdds: 1980 },
  { big, small: (s) => !big(s), odd, even: (s) => !odd(s) },
);

/**
 * Combinations, split by likelihood so each has its own ELOTT odds (odds are per play): big-odd
 * and small-even cover 231 draws each ("big-odd,small-even"), odds 4.28; big-even and small-odd
 * 269 ("big-even,small-odd"), odds 3.68; both return about 99 %.
 */
const comboRare = sumTagsPlay(
  { id: 'PC28-COMBO-BIGODD-SMALLEVEN', menu: 'combo', modes: ['LOTT', 'ELOTT'], elottOdds: 4280 },
  { 'big-odd': (s) => big(s) && odd(s), 'small-even': (s) => !big(s) && !odd(s) },
);
const comboCommon = sumTagsPlay(
  { id: 'PC28-COMBO-BIGEVEN-SMALLODD', menu: 'combo', modes: ['LOTT', 'ELOTT'], elottOdds: 3680 },
  { 'big-even': (s) => big(s) && !odd(s), 'small-odd': (s) => !big(s) && odd(s) },
);

/** Extremes, "big,small": extreme big 22–27, extreme small 0–5, 56 draws each. */
const extreme = sumTagsPlay({ id: 'PC28-EXTREME', menu: 'extreme' }, { big: (s) => s >= 22, small: (s) => s <= 5 });

/**
 * Straight: three different digits, consecutive in any order; 0 follows 9, so 8-9-0 and 9-0-1
 * count beside 0-1-2 … 7-8-9 (10 digit sets × 6 orders = 60 draws).
 */
function isStraight(r: readonly number[]): boolean {
  if (new Set(r).size !== 3) return false;
  // Consecutive around the 0–9 circle: some digit d has d+1 and d+2 (mod 10) beside it.
  return r.some((d) => r.includes((d + 1) % 10) && r.includes((d + 2) % 10));
}

const PATTERN = {
  triple: (r: readonly number[]) => new Set(r).size === 1,
  straight: isStraight,
  pair: (r: readonly number[]) => new Set(r).size === 2,
} as const;
type Pattern = keyof typeof PATTERN;
const PATTERN_DRAWS: Readonly<Record<Pattern, number>> = { triple: 10, straight: 60, pair: 270 };

/** Triple / straight / pair (exactly two same), "triple,pair": k = 10, 60, 270 draws. */
const pattern = optionsPlay<Pattern>({
  id: 'PC28-PATTERN',
  family: 'PC28',
  menu: 'pattern',
  choices: 3,
  parseOne: tagOption(['triple', 'straight', 'pair'] as const),
  outcomes: DRAWS,
  covered: (p) => PATTERN_DRAWS[p],
  judge: (p, r) => (PATTERN[p](r) ? 'win' : 'lose'),
});

export const PC28_PLAYS: readonly AnyPlay[] = [sum, twoSides, comboRare, comboCommon, extreme, pattern];
