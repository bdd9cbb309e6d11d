import { describe, expect, it } from 'vitest';
import { PC28_PLAYS } from './pc28.js';
import { allTuples, countOf, expectFair, expectShape, playOf, tally } from './testkit.js';

const play = (id: string) => playOf(PC28_PLAYS, id);
/** All 1,000 draws, each equally likely. */
const DRAWS = allTuples(3, 0, 9);
const settle = (id: string, text: string, r: number[]) => play(id).settle(play(id).parse(text), r);
const SUMS = Array.from({ length: 28 }, (_, s) => s).join(',');

describe('PC28 counting', () => {
  it('counts one bet per sum or tag', () => {
    expect(countOf(play('PC28-SUM'), SUMS)).toBe(28);
    expect(countOf(play('PC28-TWOSIDES-SUM'), 'big,small,odd,even')).toBe(4);
    expect(countOf(play('PC28-COMBO-BIGODD-SMALLEVEN'), 'big-odd,small-even')).toBe(2);
    expect(countOf(play('PC28-COMBO-BIGEVEN-SMALLODD'), 'small-odd')).toBe(1);
    expect(countOf(play('PC28-EXTREME'), 'big,small')).toBe(2);
    expect(countOf(play('PC28-PATTERN'), 'triple,straight,pair')).toBe(3);
  });

  it('refuses malformed contents', () => {
    const bad: [string, string][] = [
      ['PC28-SUM', '28'],
      ['PC28-SUM', '-1'],
      ['PC28-SUM', '07'],
      ['PC28-SUM', '1,1'],
      ['PC28-TWOSIDES-SUM', 'big|odd'],
      ['PC28-COMBO-BIGODD-SMALLEVEN', 'big-even'],
      ['PC28-COMBO-BIGEVEN-SMALLODD', 'big-odd'],
      ['PC28-EXTREME', 'odd'],
      ['PC28-PATTERN', 'straight,straight'],
    ];
    for (const [id, text] of bad) expect(countOf(play(id), text), `${id} ${text}`).toBeNull();
  });
});

describe('PC28 settling', () => {
  it('wins by the sum', () => {
    expect(settle('PC28-SUM', '13,14', [9, 4, 0]).hits).toEqual([{ outcomes: 1000, covered: 75, count: 1 }]);
    expect(settle('PC28-TWOSIDES-SUM', 'big,small,odd,even', [9, 4, 0]).hits).toEqual([
      { outcomes: 1000, covered: 500, count: 2 },
    ]);
    expect(settle('PC28-COMBO-BIGODD-SMALLEVEN', 'big-odd,small-even', [9, 4, 2]).hits).toEqual([
      { outcomes: 1000, covered: 231, count: 1 },
    ]);
    expect(settle('PC28-COMBO-BIGEVEN-SMALLODD', 'big-even,small-odd', [9, 4, 1]).hits).toEqual([
      { outcomes: 1000, covered: 269, count: 1 },
    ]);
    expect(settle('PC28-EXTREME', 'big,small', [9, 9, 4]).hits).toEqual([{ outcomes: 1000, covered: 56, count: 1 }]);
    expect(settle('PC28-EXTREME', 'big,small', [9, 9, 3]).hits).toEqual([]);
  });

  it('wins patterns, straights wrapping from 9 to 0', () => {
    const p = (r: number[]) => settle('PC28-PATTERN', 'triple,straight,pair', r).hits[0]?.covered;
    expect([p([7, 7, 7]), p([7, 7, 1]), p([2, 1, 3]), p([9, 0, 8]), p([0, 1, 9]), p([9, 1, 2]), p([0, 2, 4])]).toEqual([
      10,
      270,
      60,
      60,
      60,
      undefined,
      undefined,
    ]);
  });
});

describe('PC28 fairness over all 1,000 draws', () => {
  const contents: [string, string[]][] = [
    ['PC28-SUM', ['0', '13', SUMS]],
    ['PC28-TWOSIDES-SUM', ['big', 'big,small,odd,even']],
    ['PC28-COMBO-BIGODD-SMALLEVEN', ['big-odd', 'big-odd,small-even']],
    ['PC28-COMBO-BIGEVEN-SMALLODD', ['small-odd', 'big-even,small-odd']],
    ['PC28-EXTREME', ['big', 'big,small']],
    ['PC28-PATTERN', ['triple', 'straight', 'pair', 'triple,straight,pair']],
  ];
  it.each(contents)('%s pays N/k per winning bet worth 1 on average', (id, texts) => {
    for (const text of texts) expectFair(play(id), text, DRAWS);
  });

  it('sells every play and checks each one above', () => {
    expect(PC28_PLAYS.map((p) => p.id).sort()).toEqual(contents.map(([id]) => id).sort());
  });

  it('in ELOTT, each two-sides tag returns 98–99 % at its default odds and never ties', () => {
    const elott: Record<string, string[]> = {
      'PC28-TWOSIDES-SUM': ['big', 'small', 'odd', 'even'],
      'PC28-COMBO-BIGODD-SMALLEVEN': ['big-odd', 'small-even'],
      'PC28-COMBO-BIGEVEN-SMALLODD': ['big-even', 'small-odd'],
    };
    const sold = PC28_PLAYS.filter((x) => x.modes.includes('ELOTT'));
    expect(sold.map((p) => p.id).sort()).toEqual(Object.keys(elott).sort());
    for (const p of sold) {
      for (const tag of elott[p.id]!) {
        const t = tally(p, tag, DRAWS);
        expect(t.ties).toBe(0);
        // Return per unit staked = wins / draws × odds / 1000.
        expect(t.wins * p.elottOdds!, `${p.id} ${tag}`).toBeLessThanOrEqual(DRAWS.length * 990);
        expect(t.wins * p.elottOdds!, `${p.id} ${tag}`).toBeGreaterThan(DRAWS.length * 980);
      }
    }
  });
});

describe('PC28 play shapes', () => {
  const fullest: [string, string][] = [
    ['PC28-SUM', SUMS],
    ['PC28-TWOSIDES-SUM', 'big,small,odd,even'],
    ['PC28-COMBO-BIGODD-SMALLEVEN', 'big-odd,small-even'],
    ['PC28-COMBO-BIGEVEN-SMALLODD', 'big-even,small-odd'],
    ['PC28-EXTREME', 'big,small'],
    ['PC28-PATTERN', 'triple,straight,pair'],
  ];
  it.each(fullest)('%s: space is its fullest content, LOTT, ELOTT odds only where sold', (id, text) => {
    expectShape(play(id), text);
  });
});
