/**
 * 11x5 plays. A result is five distinct numbers of 01–11 in draw order. Numbers are written
 * "01".."11" or "1".."11" (common.ts). N counts the results the play reads: 462 unordered 5-sets
 * for the any-n plays, 110/990 ordered front pairs/triples, 55/165 front sets, 11 per ball.
 */
import { choose, numberOption, tagOption, type NumberSpelling } from './common.js';
import { comboPlay, directPlay, optionsPlay, type Verdict } from './builders.js';
import type { AnyPlay } from './play.js';

const BALL: NumberSpelling = { min: 1, max: 11, padded: true };
const FIVE_SETS = choose(11, 5);
const TWO_SIDES = ['big', 'small', 'odd', 'even'] as const;
type TwoSides = (typeof TWO_SIDES)[number];

const drawnAmong = (chosen: readonly number[], drawn: readonly number[]) => drawn.filter((n) => chosen.includes(n)).length;

/**
 * Any n-in-5, "1,4,7,…": each n-subset of the chosen numbers is a bet. For n ≤ 5 it wins when its
 * n numbers are all drawn (k = 5-sets holding them, C(11−n, 5−n)); for n ≥ 6 when all five drawn
 * numbers are in it (k = 5-subsets of the bet, C(n, 5)).
 */
function anyPlay(n: number): AnyPlay {
  const small = n <= 5;
  return comboPlay({
    id: `11X5-ANY-${n}IN5`,
    family: '11X5',
    menu: 'anyN',
    spelling: BALL,
    size: n,
    outcomes: FIVE_SETS,
    covered: small ? choose(11 - n, 5 - n) : choose(n, 5),
    wins: (chosen, result) => {
      const m = drawnAmong(chosen, result);
      if (small) return choose(m, n);
      // All five drawn are chosen: the winning bets add n − 5 of the other chosen numbers.
      return m === 5 ? choose(chosen.length - 5, n - 5) : 0;
    },
  });
}

/** Front 2/3 direct, "01,02|03|04,05": the first balls in order, one number per position, no repeat. */
const frontDirect = (n: 2 | 3): AnyPlay =>
  directPlay({
    id: `11X5-FRONT${n}-DIRECT`,
    family: '11X5',
    menu: `front${n}`,
    spelling: BALL,
    ranks: n === 2 ? [0, 1] : [0, 1, 2],
  });

/** Front 2/3 group, "01,02,03": each n-subset wins when it is the first n balls in any order. */
const frontGroup = (n: 2 | 3): AnyPlay =>
  comboPlay({
    id: `11X5-FRONT${n}-GROUP`,
    family: '11X5',
    menu: `front${n}`,
    spelling: BALL,
    size: n,
    outcomes: choose(11, n),
    covered: 1,
    wins: (chosen, result) => (result.slice(0, n).every((b) => chosen.includes(b)) ? 1 : 0),
  });

/** Fixed position, "01,02|03|" (first, second, third ball): each number is a bet on its ball. */
const fixed: AnyPlay = optionsPlay({
  id: '11X5-FIXED',
  family: '11X5',
  menu: 'fixed',
  positions: 3,
  choices: 11,
  parseOne: numberOption(BALL),
  outcomes: 11,
  covered: () => 1,
  judge: (n, result, p) => (result[p] === n ? 'win' : 'lose'),
});

const SIDE: Readonly<Record<TwoSides, (b: number) => boolean>> = {
  big: (b) => b >= 6,
  small: (b) => b <= 5,
  odd: (b) => b % 2 === 1,
  even: (b) => b % 2 === 0,
};

/**
 * Big (06–10) / small (01–05) / odd / even per ball, "big,odd||small||even" (five balls). Ball 11
 * ties every tag, odd/even included (else odd would cover 6 of 11 and 1.98 odds would pay over
 * 100 %). Each tag covers 5 of 11, so LOTT prices k = 5, N = 11 and a tie is a loss there.
 */
const ballTwoSides: AnyPlay = optionsPlay<TwoSides>({
  id: '11X5-TWOSIDES-BALL',
  family: '11X5',
  menu: 'twoSides',
  modes: ['LOTT', 'ELOTT'],
  elottOdds: 1980,
  positions: 5,
  choices: TWO_SIDES.length,
  parseOne: tagOption(TWO_SIDES),
  outcomes: 11,
  covered: () => 5,
  judge: (tag, result, p): Verdict => (result[p] === 11 ? 'tie' : SIDE[tag](result[p]!) ? 'win' : 'lose'),
});

export const ELEVEN_FIVE_PLAYS: readonly AnyPlay[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyPlay),
  frontDirect(2),
  frontGroup(2),
  frontDirect(3),
  frontGroup(3),
  fixed,
  ballTwoSides,
];
