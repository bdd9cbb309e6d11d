/**
 * Generic play builders for 11x5, K3, PK10 and PC28: every play there is one of three shapes.
 *  - options: per position, a set of options each an elementary bet judged alone (sums, tags,
 *    fixed position, champion, triples…), each with its own k;
 *  - direct: one number per position, ordered, no number twice (front 2/3, top 2/3);
 *  - combo: a set of numbers whose size-`size` subsets are the elementary bets (any n-in-5,
 *    groups, K3 three/two different).
 */
import type { Family } from '../families.js';
import { choose, distinctTuples, parseChoices, parsePositions, type NumberSpelling, numberOption } from './common.js';
import { hits, type Hit, type LotteryPrizeMode, type Outcome, type PlayDef } from './play.js';

interface Base {
  readonly id: string;
  readonly family: Family;
  readonly menu: string;
  /** Default LOTT only; the two-sides plays add ELOTT with their odds. */
  readonly modes?: readonly LotteryPrizeMode[];
  readonly elottOdds?: number;
}

function base(spec: Base) {
  const { id, family, menu, modes = ['LOTT'], elottOdds } = spec;
  return elottOdds === undefined ? { id, family, menu, modes } : { id, family, menu, modes, elottOdds };
}

export type Verdict = 'win' | 'tie' | 'lose';

export interface OptionsSpec<O> extends Base {
  /** Positions of the wire text; 1 means a flat list with no `|`. */
  readonly positions?: number;
  /** Distinct options one position offers (the play's space is positions × this). */
  readonly choices: number;
  readonly parseOne: (token: string) => O | null;
  /** N, the same for every option of the play. */
  readonly outcomes: number;
  /** k of one option at one position. */
  readonly covered: (option: O, position: number) => number;
  readonly judge: (option: O, result: readonly number[], position: number) => Verdict;
}

export type OptionsContent<O> = readonly (readonly O[])[];

/** Each chosen option at each position is one elementary bet, winning, tying or losing on its own. */
export function optionsPlay<O>(spec: OptionsSpec<O>): PlayDef<OptionsContent<O>> {
  const positions = spec.positions ?? 1;
  return {
    ...base(spec),
    space: positions * spec.choices,
    parse: (text) => parsePositions(text, positions, spec.parseOne),
    count: (c) => c.reduce((n, p) => n + p.length, 0),
    settle(c, result) {
      const won: Hit[] = [];
      let ties = 0;
      c.forEach((options, p) => {
        for (const o of options) {
          const v = spec.judge(o, result, p);
          if (v === 'win') won.push({ outcomes: spec.outcomes, covered: spec.covered(o, p), count: 1 });
          if (v === 'tie') ties++;
        }
      });
      return { hits: hits(...won), ties };
    },
  };
}

export interface DirectSpec extends Base {
  readonly spelling: NumberSpelling;
  /** Result indices the positions are read from, in order. */
  readonly ranks: readonly number[];
}

/** Ordered direct play over distinct numbers: N = ordered arrangements, k = 1. */
export function directPlay(spec: DirectSpec): PlayDef<OptionsContent<number>> {
  const pool = spec.spelling.max - spec.spelling.min + 1;
  const outcomes = spec.ranks.reduce((n, _, i) => n * (pool - i), 1);
  return {
    ...base(spec),
    space: outcomes,
    parse: (text) => parsePositions(text, spec.ranks.length, numberOption(spec.spelling)),
    count: (c) => distinctTuples(c),
    settle: (c, result): Outcome => {
      const won = spec.ranks.every((r, i) => c[i]!.includes(result[r]!));
      return { hits: won ? [{ outcomes, covered: 1, count: 1 }] : [], ties: 0 };
    },
  };
}

export interface ComboSpec extends Base {
  readonly spelling: NumberSpelling;
  /** Numbers per elementary bet. */
  readonly size: number;
  readonly outcomes: number;
  readonly covered: number;
  /** Winning elementary bets among the size-subsets of `chosen`. */
  readonly wins: (chosen: readonly number[], result: readonly number[]) => number;
}

/** Chosen numbers; every `size`-subset of them is one elementary bet. */
export function comboPlay(spec: ComboSpec): PlayDef<readonly number[]> {
  const pool = spec.spelling.max - spec.spelling.min + 1;
  return {
    ...base(spec),
    space: choose(pool, spec.size),
    parse: (text) => parseChoices(text, numberOption(spec.spelling)),
    count: (c) => choose(c.length, spec.size),
    settle: (c, result) => ({
      hits: hits({ outcomes: spec.outcomes, covered: spec.covered, count: spec.wins(c, result) }),
      ties: 0,
    }),
  };
}
