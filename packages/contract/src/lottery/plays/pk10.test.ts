import { describe, expect, it } from 'vitest';
import { PK10_PLAYS, pk10PairSumCount } from './pk10.js';
import { countOf, expectFair, expectShape, pk10Results, playOf, tally } from './testkit.js';

const play = (id: string) => playOf(PK10_PLAYS, id);
const ALL = '01,02,03,04,05,06,07,08,09,10';
const settle = (id: string, text: string, r: number[]) => play(id).settle(play(id).parse(text), r);
const R = [7, 3, 10, 1, 5, 2, 9, 4, 8, 6];

describe('PK10 counting', () => {
  it('counts per car, per distinct ordered tuple, per sum and per tag', () => {
    expect(countOf(play('PK10-CHAMPION'), '1,07')).toBe(2);
    expect(countOf(play('PK10-TOP2-DIRECT'), `${ALL}|${ALL}`)).toBe(90);
    expect(countOf(play('PK10-TOP3-DIRECT'), `${ALL}|${ALL}|${ALL}`)).toBe(720);
    expect(countOf(play('PK10-TOP3-DIRECT'), '1,2|2,3|1,3')).toBe(2);
    expect(countOf(play('PK10-FIXED'), `${ALL}|${ALL}|${ALL}|${ALL}|${ALL}|${ALL}|${ALL}|${ALL}|${ALL}|${ALL}`)).toBe(100);
    expect(countOf(play('PK10-SUM'), '3,11,19')).toBe(3);
    expect(countOf(play('PK10-TWOSIDES-DRAGONTIGER'), 'dragon,tiger|dragon|||tiger')).toBe(4);
    expect(countOf(play('PK10-TWOSIDES-RANK'), 'big,odd|||||||||even')).toBe(3);
  });

  it('prices champion + runner-up sums over the 90 ordered pairs', () => {
    const counts = Array.from({ length: 17 }, (_, i) => pk10PairSumCount(i + 3));
    expect(counts).toEqual([2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2]);
    expect(counts.reduce((a, b) => a + b)).toBe(90);
  });

  it('refuses malformed contents', () => {
    const bad: [string, string][] = [
      ['PK10-CHAMPION', '11'],
      ['PK10-CHAMPION', '0'],
      ['PK10-CHAMPION', '1,01'],
      ['PK10-TOP2-DIRECT', '1'],
      ['PK10-FIXED', '1|2'],
      ['PK10-SUM', '2'],
      ['PK10-SUM', '20'],
      ['PK10-TWOSIDES-DRAGONTIGER', 'dragon||||tiger|'],
      ['PK10-TWOSIDES-DRAGONTIGER', 'tie||||'],
      ['PK10-TWOSIDES-RANK', 'big'],
    ];
    for (const [id, text] of bad) expect(countOf(play(id), text), `${id} ${text}`).toBeNull();
  });
});

describe('PK10 settling', () => {
  it('wins by the cars at the ranks', () => {
    expect(settle('PK10-CHAMPION', '07', R).hits).toEqual([{ outcomes: 10, covered: 1, count: 1 }]);
    expect(settle('PK10-TOP2-DIRECT', '7|3', R).hits).toEqual([{ outcomes: 90, covered: 1, count: 1 }]);
    expect(settle('PK10-TOP3-DIRECT', '7|3|1', R).hits).toEqual([]);
    expect(settle('PK10-FIXED', '7|1|10|||||||6,5', R).hits).toEqual([{ outcomes: 10, covered: 1, count: 3 }]);
    expect(settle('PK10-SUM', '10,11', R).hits).toEqual([{ outcomes: 90, covered: 8, count: 1 }]);
  });

  it('wins dragon when the first rank of the pair has the higher car', () => {
    // 1v10: 7 > 6 dragon; 2v9: 3 < 8 tiger; 3v8: 10 > 4 dragon.
    expect(settle('PK10-TWOSIDES-DRAGONTIGER', 'dragon|dragon,tiger|tiger||', R)).toEqual({
      hits: [{ outcomes: 2, covered: 1, count: 2 }],
      ties: 0,
    });
    expect(settle('PK10-TWOSIDES-RANK', 'big,odd,even|small||||||||', R).hits).toEqual([{ outcomes: 10, covered: 5, count: 3 }]);
  });
});

describe('PK10 fairness over every arrangement of the ranks a play reads', () => {
  const contents: [string, number[], string[]][] = [
    ['PK10-CHAMPION', [0], ['1', ALL]],
    ['PK10-TOP2-DIRECT', [0, 1], ['1|2', '1,2,3|2,3,10']],
    ['PK10-TOP3-DIRECT', [0, 1, 2], ['1|2|3', '1,2|1,2,3|3,4,10']],
    ['PK10-FIXED', [0, 4, 9], ['1|||||||||', '1,2||||3,4|||||10']],
    ['PK10-SUM', [0, 1], ['3', '11', '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19']],
    ['PK10-TWOSIDES-DRAGONTIGER', [0, 9, 2, 7], ['dragon||||', 'dragon,tiger||tiger||']],
    ['PK10-TWOSIDES-RANK', [1, 5, 8], ['|big||||||||', '|big,small,odd,even||||odd|||even|']],
  ];
  it.each(contents)('%s pays N/k per winning bet worth 1 on average', (id, ranks, texts) => {
    const results = pk10Results(ranks);
    for (const text of texts) expectFair(play(id), text, results);
  });

  it('sells every play and checks each one above', () => {
    expect(PK10_PLAYS.map((p) => p.id).sort()).toEqual(contents.map(([id]) => id).sort());
  });

  it('in ELOTT, each two-sides bet wins exactly half the time and never ties', () => {
    const dt = tally(play('PK10-TWOSIDES-DRAGONTIGER'), '||||tiger', pk10Results([4, 5]));
    const rank = tally(play('PK10-TWOSIDES-RANK'), '|||||||odd||', pk10Results([7]));
    expect([dt.wins * 2, dt.ties, rank.wins * 2, rank.ties]).toEqual([90, 0, 10, 0]);
  });
});

describe('PK10 play shapes', () => {
  const fullest: [string, string][] = [
    ['PK10-CHAMPION', ALL],
    ['PK10-TOP2-DIRECT', `${ALL}|${ALL}`],
    ['PK10-TOP3-DIRECT', `${ALL}|${ALL}|${ALL}`],
    ['PK10-FIXED', Array(10).fill(ALL).join('|')],
    ['PK10-SUM', '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19'],
    ['PK10-TWOSIDES-DRAGONTIGER', Array(5).fill('dragon,tiger').join('|')],
    ['PK10-TWOSIDES-RANK', Array(10).fill('big,small,odd,even').join('|')],
  ];
  it.each(fullest)('%s: space is its fullest content, LOTT, ELOTT odds only where sold', (id, text) => {
    expectShape(play(id), text);
  });
});
