/**
 * K3 plays. A result is three dice 1–6 (216 equally likely ordered throws, so N = 216 everywhere
 * and k counts the throws an elementary bet wins on). Faces and sums are plain digits ("3", "12").
 */
import { distinctTuples, numberOption, parsePositions, tagOption, tupleSumCount, type NumberSpelling } from './common.js';
import { comboPlay, optionsPlay, type Verdict } from './builders.js';
import type { AnyPlay, PlayDef } from './play.js';

const THROWS = 216;
const FACE: NumberSpelling = { min: 1, max: 6 };
const sumOf = (r: readonly number[]) => r[0]! + r[1]! + r[2]!;
const isTriple = (r: readonly number[]) => r[0] === r[1] && r[1] === r[2];
const shows = (r: readonly number[], face: number) => r.filter((d) => d === face).length;
const base = { family: 'K3', outcomes: THROWS } as const;

/** Sum, "3,10,18": one bet per sum, k = throws with that sum (1 for 3, 27 for 10). */
const sum = optionsPlay({
  ...base,
  id: 'K3-SUM',
  menu: 'sum',
  choices: 16,
  parseOne: numberOption({ min: 3, max: 18 }),
  covered: (s) => tupleSumCount(3, 1, 6, s),
  judge: (s, r) => (sumOf(r) === s ? 'win' : 'lose'),
});

/** One triple, "1,6" (= 111, 666): k = 1. */
const tripleOne = optionsPlay({
  ...base,
  id: 'K3-TRIPLE-ONE',
  menu: 'triple',
  choices: 6,
  parseOne: numberOption(FACE),
  covered: () => 1,
  judge: (f, r) => (isTriple(r) && r[0] === f ? 'win' : 'lose'),
});

/** Any triple, "any": one bet on the six triples, k = 6. */
const tripleAny = optionsPlay({
  ...base,
  id: 'K3-TRIPLE-ANY',
  menu: 'triple',
  choices: 1,
  parseOne: tagOption(['any']),
  covered: () => 6,
  judge: (_, r) => (isTriple(r) ? 'win' : 'lose'),
});

/**
 * Two same, single, "1,2|3,4" (pair faces | single faces): each (pair, different single) is a bet
 * on exactly that pair and that single in any order, k = 3; a pair face also chosen as single
 * makes no bet with itself (the throw would be a triple).
 */
const pairOne: PlayDef<readonly (readonly number[])[]> = {
  id: 'K3-PAIR-ONE',
  family: 'K3',
  menu: 'pair',
  modes: ['LOTT'],
  space: 30,
  parse: (text) => parsePositions(text, 2, numberOption(FACE)),
  count: (c) => distinctTuples(c),
  settle(c, r) {
    const pair = r.find((d) => shows(r, d) === 2);
    const single = r.find((d) => shows(r, d) === 1);
    const won = pair !== undefined && single !== undefined && c[0]!.includes(pair) && c[1]!.includes(single);
    return { hits: won ? [{ outcomes: THROWS, covered: 3, count: 1 }] : [], ties: 0 };
  },
};

/** Two same, any, "1,5": face f wins when at least two dice show it (the triple too), k = 15 + 1. */
const pairAny = optionsPlay({
  ...base,
  id: 'K3-PAIR-ANY',
  menu: 'pair',
  choices: 6,
  parseOne: numberOption(FACE),
  covered: () => 16,
  judge: (f, r) => (shows(r, f) >= 2 ? 'win' : 'lose'),
});

/** Three different, "1,2,3,5": each 3-subset wins when the dice are those three faces, k = 3! = 6. */
const threeDiff = comboPlay({
  ...base,
  id: 'K3-THREE-DIFF',
  menu: 'threeDiff',
  spelling: FACE,
  size: 3,
  covered: 6,
  wins: (chosen, r) => (new Set(r).size === 3 && r.every((d) => chosen.includes(d)) ? 1 : 0),
});

/**
 * Two different, "1,2,4": each 2-subset wins when both faces show; k = 216 − 2·125 + 64 = 30 throws
 * hold both. A throw of three different chosen faces wins three bets.
 */
const twoDiff = comboPlay({
  ...base,
  id: 'K3-TWO-DIFF',
  menu: 'twoDiff',
  spelling: FACE,
  size: 2,
  covered: 30,
  wins: (chosen, r) => {
    const m = chosen.filter((f) => r.includes(f)).length;
    return (m * (m - 1)) / 2;
  },
});

/**
 * Single die, "1,4": face f wins once when it shows on any die, k = 216 − 5³ = 91. One win per bet
 * however many dice show it, so N/k is exact (the casino "pays per die" rule cannot be one N/k).
 */
const single = optionsPlay({
  ...base,
  id: 'K3-SINGLE',
  menu: 'single',
  choices: 6,
  parseOne: numberOption(FACE),
  covered: () => 91,
  judge: (f, r) => (r.includes(f) ? 'win' : 'lose'),
});

const TWO_SIDES = ['big', 'small', 'odd', 'even'] as const;
type TwoSides = (typeof TWO_SIDES)[number];

/**
 * Big (sum 11–17) / small (4–10) / odd / even of the sum, "big,odd". A triple ties big and small
 * (LOTT: a loss, priced in: k = 108 − 1 − 2 triples = 105; ELOTT: refunded); odd/even have no
 * exception, k = 108.
 */
const twoSides = optionsPlay<TwoSides>({
  ...base,
  id: 'K3-TWOSIDES-SUM',
  menu: 'twoSides',
  modes: ['LOTT', 'ELOTT'],
  elottOdds: 1980,
  choices: TWO_SIDES.length,
  parseOne: tagOption(TWO_SIDES),
  covered: (t) => (t === 'big' || t === 'small' ? 105 : 108),
  judge: (t, r): Verdict => {
    const s = sumOf(r);
    if (t === 'odd' || t === 'even') return s % 2 === (t === 'odd' ? 1 : 0) ? 'win' : 'lose';
    if (isTriple(r)) return 'tie';
    const big = s >= 11;
    return big === (t === 'big') ? 'win' : 'lose';
  },
});

export const K3_PLAYS: readonly AnyPlay[] = [sum, tripleOne, tripleAny, pairOne, pairAny, threeDiff, twoDiff, single, twoSides];
