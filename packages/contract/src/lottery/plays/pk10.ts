/**
 * PK10 plays. A result is the finishing order of cars 1–10 (result[0] is the champion's car).
 * Cars are written "01".."10" or "1".."10" (common.ts). N counts the arrangements of the ranks a
 * play reads: 10 for one rank, 90 ordered (champion, runner-up) pairs, 720 for the top 3.
 */
import { numberOption, tagOption, type NumberSpelling } from './common.js';
import { directPlay, optionsPlay } from './builders.js';
import type { AnyPlay } from './play.js';

const CAR: NumberSpelling = { min: 1, max: 10, padded: true };

/** Champion, "01,07": each car is a bet on first place, k = 1 of 10. */
const champion = optionsPlay({
  id: 'PK10-CHAMPION',
  family: 'PK10',
  menu: 'champion',
  choices: 10,
  parseOne: numberOption(CAR),
  outcomes: 10,
  covered: () => 1,
  judge: (car, r) => (r[0] === car ? 'win' : 'lose'),
});

/** Top 2/3 direct, "01,02|03|04": cars at ranks 1..n in order, one per rank, no car twice. */
const topDirect = (n: 2 | 3): AnyPlay =>
  directPlay({ id: `PK10-TOP${n}-DIRECT`, family: 'PK10', menu: `top${n}`, spelling: CAR, ranks: n === 2 ? [0, 1] : [0, 1, 2] });

/** Fixed position, "01||05|||||||10" (ranks 1–10): each car is a bet on its rank, k = 1 of 10. */
const fixed = optionsPlay({
  id: 'PK10-FIXED',
  family: 'PK10',
  menu: 'fixed',
  positions: 10,
  choices: 10,
  parseOne: numberOption(CAR),
  outcomes: 10,
  covered: () => 1,
  judge: (car, r, p) => (r[p] === car ? 'win' : 'lose'),
});

/** Ordered (champion, runner-up) pairs of different cars summing to `s`: 2 for 3 and 19, 10 for 11. */
export function pk10PairSumCount(s: number): number {
  let n = 0;
  for (let a = 1; a <= 10; a++) if (s - a >= 1 && s - a <= 10 && s - a !== a) n++;
  return n;
}

/** Champion + runner-up sum, "3,11,19": one bet per sum, k = pairs with that sum of the 90. */
const sum = optionsPlay({
  id: 'PK10-SUM',
  family: 'PK10',
  menu: 'sum',
  choices: 17,
  parseOne: numberOption({ min: 3, max: 19 }),
  outcomes: 90,
  covered: pk10PairSumCount,
  judge: (s, r) => (r[0]! + r[1]! === s ? 'win' : 'lose'),
});

/**
 * Dragon-tiger, "dragon|tiger,dragon|||" (rank pairs 1v10, 2v9, 3v8, 4v7, 5v6): dragon wins when the
 * car at the first rank has the higher number. Cars differ, so there is no tie: k = 1 of N = 2.
 */
const dragonTiger = optionsPlay({
  id: 'PK10-TWOSIDES-DRAGONTIGER',
  family: 'PK10',
  menu: 'dragonTiger',
  modes: ['LOTT', 'ELOTT'],
  elottOdds: 1980,
  positions: 5,
  choices: 2,
  parseOne: tagOption(['dragon', 'tiger'] as const),
  outcomes: 2,
  covered: () => 1,
  judge: (tag, r, p) => (r[p]! > r[9 - p]! === (tag === 'dragon') ? 'win' : 'lose'),
});

const TWO_SIDES = ['big', 'small', 'odd', 'even'] as const;

/** Big (06–10) / small (01–05) / odd / even per rank, "big,odd|||…" (10 ranks): 5 of 10 cars each. */
const rankTwoSides = optionsPlay({
  id: 'PK10-TWOSIDES-RANK',
  family: 'PK10',
  menu: 'twoSides',
  modes: ['LOTT', 'ELOTT'],
  elottOdds: 1980,
  positions: 10,
  choices: TWO_SIDES.length,
  parseOne: tagOption(TWO_SIDES),
  outcomes: 10,
  covered: () => 5,
  judge: (tag, r, p) => {
    const car = r[p]!;
    const yes = tag === 'big' ? car >= 6 : tag === 'small' ? car <= 5 : car % 2 === (tag === 'odd' ? 1 : 0);
    return yes ? 'win' : 'lose';
  },
});

export const PK10_PLAYS: readonly AnyPlay[] = [champion, topDirect(2), topDirect(3), fixed, sum, dragonTiger, rankTwoSides];
