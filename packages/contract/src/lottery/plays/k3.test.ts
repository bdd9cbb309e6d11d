import { describe, expect, it } from 'vitest';
import { prizeMinor } from '../prize.js';
import { K3_PLAYS } from './k3.js';
import { allTuples, countOf, expectFair, expectShape, playOf, tally } from './testkit.js';

const play = (id: string) => playOf(K3_PLAYS, id);
/** All 216 throws, each equally likely. */
const THROWS = allTuples(3, 1, 6);
const settle = (id: string, text: string, r: number[]) => play(id).settle(play(id).parse(text), r);

describe('K3 counting', () => {
  it('counts one bet per sum, face, tag or subset', () => {
    expect(countOf(play('K3-SUM'), '3,10,18')).toBe(3);
    expect(countOf(play('K3-TRIPLE-ONE'), '1,2,3,4,5,6')).toBe(6);
    expect(countOf(play('K3-TRIPLE-ANY'), 'any')).toBe(1);
    expect(countOf(play('K3-PAIR-ANY'), '1,5')).toBe(2);
    expect(countOf(play('K3-THREE-DIFF'), '1,2,3,4,5,6')).toBe(20);
    expect(countOf(play('K3-TWO-DIFF'), '1,2,3')).toBe(3);
    expect(countOf(play('K3-SINGLE'), '2')).toBe(1);
    expect(countOf(play('K3-TWOSIDES-SUM'), 'big,small,odd,even')).toBe(4);
  });

  it('counts pair + single without pairing a face with itself', () => {
    expect(countOf(play('K3-PAIR-ONE'), '1,2|3,4')).toBe(4);
    expect(countOf(play('K3-PAIR-ONE'), '1,2|1,2')).toBe(2);
    expect(countOf(play('K3-PAIR-ONE'), '1,2,3,4,5,6|1,2,3,4,5,6')).toBe(30);
    expect(countOf(play('K3-PAIR-ONE'), '1|1')).toBe(0);
  });

  it('refuses malformed contents', () => {
    const bad: [string, string][] = [
      ['K3-SUM', '2'],
      ['K3-SUM', '19'],
      ['K3-SUM', '03'],
      ['K3-SUM', '3,3'],
      ['K3-TRIPLE-ONE', '7'],
      ['K3-TRIPLE-ANY', 'all'],
      ['K3-PAIR-ONE', '1,2'],
      ['K3-PAIR-ONE', '1|2|3'],
      ['K3-THREE-DIFF', '0,1,2'],
      ['K3-TWOSIDES-SUM', 'Big'],
      ['K3-TWOSIDES-SUM', 'big|odd'],
    ];
    for (const [id, text] of bad) expect(countOf(play(id), text), `${id} ${text}`).toBeNull();
  });
});

describe('K3 settling', () => {
  it('wins sums, triples and pairs', () => {
    expect(settle('K3-SUM', '10,11', [2, 3, 5]).hits).toEqual([{ outcomes: 216, covered: 27, count: 1 }]);
    expect(settle('K3-TRIPLE-ONE', '4,5', [5, 5, 5]).hits).toEqual([{ outcomes: 216, covered: 1, count: 1 }]);
    expect(settle('K3-TRIPLE-ANY', 'any', [5, 5, 5]).hits).toEqual([{ outcomes: 216, covered: 6, count: 1 }]);
    expect(settle('K3-TRIPLE-ANY', 'any', [5, 5, 4]).hits).toEqual([]);
    expect(settle('K3-PAIR-ONE', '5|4', [5, 4, 5]).hits).toEqual([{ outcomes: 216, covered: 3, count: 1 }]);
    expect(settle('K3-PAIR-ONE', '5|4', [5, 5, 5]).hits).toEqual([]);
    expect(settle('K3-PAIR-ANY', '5,4', [5, 5, 5]).hits).toEqual([{ outcomes: 216, covered: 16, count: 1 }]);
  });

  it('wins different faces and single dice once per bet', () => {
    expect(settle('K3-THREE-DIFF', '1,2,3,6', [6, 1, 3]).hits).toEqual([{ outcomes: 216, covered: 6, count: 1 }]);
    expect(settle('K3-TWO-DIFF', '1,3,6', [6, 1, 3]).hits).toEqual([{ outcomes: 216, covered: 30, count: 3 }]);
    expect(settle('K3-TWO-DIFF', '1,3,6', [6, 6, 3]).hits).toEqual([{ outcomes: 216, covered: 30, count: 1 }]);
    expect(settle('K3-SINGLE', '6,2', [6, 6, 6]).hits).toEqual([{ outcomes: 216, covered: 91, count: 1 }]);
  });

  it('ties big/small on a triple but not odd/even', () => {
    const triple = settle('K3-TWOSIDES-SUM', 'big,small,odd,even', [4, 4, 4]);
    expect(triple).toEqual({ hits: [{ outcomes: 216, covered: 108, count: 1 }], ties: 2 });
    const eleven = settle('K3-TWOSIDES-SUM', 'big,small,odd', [6, 4, 1]);
    expect(eleven.hits).toEqual([
      { outcomes: 216, covered: 105, count: 1 },
      { outcomes: 216, covered: 108, count: 1 },
    ]);
  });

  it('pays the youxia sums: at group 1800 sum 3 pays 388.8 and sum 10 pays 14.4 per 2 units', () => {
    const prize = (r: number[]) => {
      const [h] = settle('K3-SUM', '3,10', r).hits;
      return prizeMinor({ group: 1800, outcomes: h!.outcomes, covered: h!.covered, unit: 'yuan', multiple: 1 });
    };
    expect(prize([1, 1, 1])).toBe(38_880n);
    expect(prize([1, 3, 6])).toBe(1_440n);
  });
});

describe('K3 fairness over all 216 throws', () => {
  const contents: [string, string[]][] = [
    ['K3-SUM', ['3', '10', '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18']],
    ['K3-TRIPLE-ONE', ['1', '2,6']],
    ['K3-TRIPLE-ANY', ['any']],
    ['K3-PAIR-ONE', ['1|2', '1,2,3|1,2,3,4,5,6']],
    ['K3-PAIR-ANY', ['3', '1,2,3,4,5,6']],
    ['K3-THREE-DIFF', ['1,2,3', '1,2,3,4,5,6']],
    ['K3-TWO-DIFF', ['1,2', '1,2,3,4,5,6']],
    ['K3-SINGLE', ['4', '1,2,3,4,5,6']],
    ['K3-TWOSIDES-SUM', ['big', 'small', 'odd', 'big,small,odd,even']],
  ];
  it.each(contents)('%s pays N/k per winning bet worth 1 on average', (id, texts) => {
    for (const text of texts) expectFair(play(id), text, THROWS);
  });

  it('sells every play and checks each one above', () => {
    expect(K3_PLAYS.map((p) => p.id).sort()).toEqual(contents.map(([id]) => id).sort());
  });

  it('in ELOTT, big/small win 105 and tie 6 of 216 throws; odd/even win 108 and never tie', () => {
    const side = (tag: string) => {
      const t = tally(play('K3-TWOSIDES-SUM'), tag, THROWS);
      return [t.wins, t.ties];
    };
    expect([side('big'), side('small'), side('odd'), side('even')]).toEqual([
      [105, 6],
      [105, 6],
      [108, 0],
      [108, 0],
    ]);
  });
});

describe('K3 play shapes', () => {
  const FACES = '1,2,3,4,5,6';
  const fullest: [string, string][] = [
    ['K3-SUM', '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18'],
    ['K3-TRIPLE-ONE', FACES],
    ['K3-TRIPLE-ANY', 'any'],
    ['K3-PAIR-ONE', `${FACES}|${FACES}`],
    ['K3-PAIR-ANY', FACES],
    ['K3-THREE-DIFF', FACES],
    ['K3-TWO-DIFF', FACES],
    ['K3-SINGLE', FACES],
    ['K3-TWOSIDES-SUM', 'big,small,odd,even'],
  ];
  it.each(fullest)('%s: space is its fullest content, LOTT, ELOTT odds only where sold', (id, text) => {
    expectShape(play(id), text);
  });
});
