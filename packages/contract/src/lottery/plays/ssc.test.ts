import { describe, expect, it } from 'vitest';
import { countContent, type AnyPlay, type Outcome } from './play.js';
import { ALL_PLAYS, playById, playsOf } from './registry.js';
import { SSC_PLAYS } from './ssc.js';
import { gcd } from '../bigint-math.js';

const sscPlay = (id: string): AnyPlay => {
  const p = SSC_PLAYS.find((x) => x.id === id);
  if (!p) throw new Error(`no play ${id}`);
  return p;
};
const count = (id: string, text: string) => countContent(sscPlay(id), text);
const settle = (id: string, text: string, result: number[]): Outcome => {
  const p = sscPlay(id);
  const c = p.parse(text);
  if (c === null) throw new Error(`${id} does not parse ${text}`);
  return p.settle(c, result);
};
const digits = (s: string) => [...s].map(Number);
const ALL = '0,1,2,3,4,5,6,7,8,9';
const TAGS = 'big,small,odd,even';
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('SSC play registry', () => {
  it('has unique ids of the wire shape, in the SSC family', () => {
    const ids = ALL_PLAYS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/);
    for (const p of SSC_PLAYS) {
      expect(p.family).toBe('SSC');
      expect(p.id.startsWith('SSC-')).toBe(true);
      expect(playById(p.id)).toBe(p);
    }
  });

  it('sells every play in LOTT but the two-sides board, which ELOTT sells with odds', () => {
    for (const p of SSC_PLAYS) {
      const elott = p.menu === 'twoSides';
      expect(p.modes.includes('ELOTT'), p.id).toBe(elott);
      expect(p.modes.includes('LOTT'), p.id).toBe(!elott);
      expect(p.elottOdds !== undefined, p.id).toBe(elott);
    }
    expect(playsOf('SSC', 'ELOTT').map((p) => [p.id, p.elottOdds])).toEqual([
      ['SSC-TWOSIDES-POSITION', 1980],
      ['SSC-TWOSIDES-TOTAL', 1980],
      ['SSC-TWOSIDES-DRAGONTIGER', 1980],
      ['SSC-TWOSIDES-TIE', 9000],
    ]);
  });

  it('sells direct, group 3/6, sums, fixed and any position in ZY', () => {
    const zy = playsOf('SSC', 'ZY').map((p) => p.id);
    const windows = ['5S', 'F4', 'B4', 'F3', 'M3', 'B3', 'F2', 'B2'];
    const expected = [
      ...windows.map((w) => `SSC-${w}-DIRECT`),
      ...['F3', 'M3', 'B3'].flatMap((w) => [`SSC-${w}-GROUP3`, `SSC-${w}-GROUP6`]),
      ...['F3', 'M3', 'B3', 'F2', 'B2'].map((w) => `SSC-${w}-SUM`),
      'SSC-FIXED-DIGIT',
      ...['F3', 'M3', 'B3', '5S'].flatMap((w) => [`SSC-${w}-ANYPOS1`, `SSC-${w}-ANYPOS2`]),
    ];
    expect([...zy].sort()).toEqual([...expected].sort());
  });
});

describe('SSC elementary-bet counting', () => {
  it('multiplies the digit sets of direct plays', () => {
    expect(count('SSC-5S-DIRECT', [ALL, ALL, ALL, ALL, ALL].join('|'))).toBe(100_000);
    expect(count('SSC-B4-DIRECT', [ALL, ALL, ALL, ALL].join('|'))).toBe(10_000);
    expect(count('SSC-M3-DIRECT', '1,2|3|4,5,6')).toBe(6);
    expect(count('SSC-F2-DIRECT', '9|0')).toBe(1);
  });

  it('counts sums and spans by the ordered digit tuples that make them', () => {
    expect(range(0, 27).map((s) => count('SSC-B3-SUM', String(s)))).toEqual([
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1,
    ]);
    expect(count('SSC-F3-SUM', range(0, 27).join(','))).toBe(1000);
    expect(count('SSC-B2-SUM', '9')).toBe(10);
    expect(count('SSC-F2-SUM', range(0, 18).join(','))).toBe(100);
    // Span s ≥ 1 of 3 digits: (10 − s) places for the low digit × tuples over {0..s} holding both ends.
    const span3 = (s: number) => (s === 0 ? 10 : (10 - s) * ((s + 1) ** 3 - 2 * s ** 3 + (s - 1) ** 3));
    expect(range(0, 9).map((s) => count('SSC-M3-SPAN', String(s)))).toEqual(range(0, 9).map(span3));
    expect(range(0, 9).map((s) => count('SSC-B2-SPAN', String(s)))).toEqual(
      range(0, 9).map((s) => (s === 0 ? 10 : 2 * (10 - s))),
    );
  });

  it('counts 5-star groups as the multisets of their pattern drawn from the chosen digits', () => {
    expect(count('SSC-5S-GROUP120', ALL)).toBe(252);
    expect(count('SSC-5S-GROUP120', '0,1,2,3,4,5')).toBe(6);
    expect(count('SSC-5S-GROUP120', '0,1,2,3')).toBeNull();
    // Pair 1 with three singles of {3,4,5}; pair 2 with three of {1,3,4,5}.
    expect(count('SSC-5S-GROUP60', '1,2|1,3,4,5')).toBe(1 + 4);
    expect(count('SSC-5S-GROUP60', `${ALL}|${ALL}`)).toBe(840);
    expect(count('SSC-5S-GROUP30', '1,2,3|4')).toBe(3);
    expect(count('SSC-5S-GROUP30', '1,2|1')).toBeNull();
    expect(count('SSC-5S-GROUP30', `${ALL}|${ALL}`)).toBe(360);
    expect(count('SSC-5S-GROUP20', '1|2,3,4')).toBe(3);
    expect(count('SSC-5S-GROUP20', `${ALL}|${ALL}`)).toBe(360);
    expect(count('SSC-5S-GROUP10', '1,2|1,2')).toBe(2);
    expect(count('SSC-5S-GROUP10', `${ALL}|${ALL}`)).toBe(90);
    expect(count('SSC-5S-GROUP5', '1,2|2,3')).toBe(2 + 1);
    expect(count('SSC-5S-GROUP5', `${ALL}|${ALL}`)).toBe(90);
  });

  it('counts 4-, 3- and 2-star groups', () => {
    expect(count('SSC-F4-GROUP24', '1,2,3,4,5')).toBe(5);
    expect(count('SSC-B4-GROUP12', '1|1,2,3')).toBe(1);
    expect(count('SSC-B4-GROUP12', `${ALL}|${ALL}`)).toBe(360);
    expect(count('SSC-F4-GROUP6', '1,2,3')).toBe(3);
    expect(count('SSC-B4-GROUP4', '1,2|3')).toBe(2);
    expect(count('SSC-B3-GROUP3', ALL)).toBe(90);
    expect(count('SSC-B3-GROUP3', '1,2')).toBe(2);
    expect(count('SSC-B3-GROUP3', '1')).toBeNull();
    expect(count('SSC-F3-GROUP6', ALL)).toBe(120);
    expect(count('SSC-F3-GROUP6', '1,2,3,4')).toBe(4);
    expect(count('SSC-F2-GROUP', '1,2,3')).toBe(3);
    expect(count('SSC-B2-GROUP', ALL)).toBe(45);
  });

  it('counts fixed position, any position, any-n and the option plays', () => {
    expect(count('SSC-FIXED-DIGIT', [ALL, ALL, ALL, ALL, ALL].join('|'))).toBe(50);
    expect(count('SSC-FIXED-DIGIT', '1||||2,3')).toBe(3);
    expect(count('SSC-FIXED-DIGIT', '||||')).toBeNull();
    expect(count('SSC-B3-ANYPOS1', '1,5,8')).toBe(3);
    expect(count('SSC-5S-ANYPOS2', '1,5,8,9')).toBe(6);
    expect(count('SSC-F3-ANYPOS2', '1')).toBeNull();
    // Pairs of positions (0,2): 2 × 1, (0,4): 2 × 1, (2,4): 1 × 1.
    expect(count('SSC-ANY2-DIRECT', '0,2,4;1,2|3|5')).toBe(5);
    expect(count('SSC-ANY3-DIRECT', '0,1,2,3;1|2|3|4,5')).toBe(1 + 2 + 2 + 2);
    expect(count('SSC-ANY4-DIRECT', `0,1,2,3,4;${[ALL, ALL, ALL, ALL, ALL].join('|')}`)).toBe(50_000);
    expect(count('SSC-B2-SIZEPARITY', `${TAGS}|${TAGS}`)).toBe(16);
    expect(count('SSC-F2-SIZEPARITY', 'big|odd,even')).toBe(2);
    expect(count('SSC-TOTAL-SIZEPARITY', 'big,odd')).toBe(2);
    expect(count('SSC-DT-DRAGONTIGER', 'dragon,tiger,tie')).toBe(3);
    expect(count('SSC-TWOSIDES-POSITION', 'big||odd,even||small')).toBe(4);
    expect(count('SSC-TWOSIDES-DRAGONTIGER', 'tiger')).toBe(1);
  });

  it('holds at most `space` bets: a content of every choice buys exactly that many', () => {
    const full: Record<string, string> = {
      'SSC-5S-DIRECT': [ALL, ALL, ALL, ALL, ALL].join('|'),
      'SSC-M3-SUM': range(0, 27).join(','),
      'SSC-F2-SPAN': range(0, 9).join(','),
      'SSC-5S-GROUP60': `${ALL}|${ALL}`,
      'SSC-B3-GROUP3': ALL,
      'SSC-FIXED-DIGIT': [ALL, ALL, ALL, ALL, ALL].join('|'),
      'SSC-5S-ANYPOS2': ALL,
      'SSC-ANY3-DIRECT': `0,1,2,3,4;${[ALL, ALL, ALL, ALL, ALL].join('|')}`,
      'SSC-F2-SIZEPARITY': `${TAGS}|${TAGS}`,
      'SSC-TOTAL-SIZEPARITY': TAGS,
      'SSC-DT-DRAGONTIGER': 'dragon,tiger,tie',
      'SSC-TWOSIDES-POSITION': [TAGS, TAGS, TAGS, TAGS, TAGS].join('|'),
      'SSC-TWOSIDES-DRAGONTIGER': 'dragon,tiger',
      'SSC-TWOSIDES-TIE': 'tie',
    };
    for (const [id, text] of Object.entries(full)) expect(count(id, text), id).toBe(sscPlay(id).space);
    expect(sscPlay('SSC-ANY3-DIRECT').space).toBe(10_000);
    expect(sscPlay('SSC-FIXED-DIGIT').space).toBe(50);
  });

  it('refuses malformed wire texts', () => {
    const bad: [string, string][] = [
      ['SSC-5S-DIRECT', '1|2|3|4'], // a position missing
      ['SSC-5S-DIRECT', '1|2|3|4|5|6'],
      ['SSC-5S-DIRECT', '1|2||4|5'], // an empty position
      ['SSC-B3-DIRECT', '1,1|2|3'], // a repeat
      ['SSC-B3-DIRECT', '10|2|3'],
      ['SSC-B3-DIRECT', '1,|2|3'],
      ['SSC-B3-DIRECT', ' 1|2|3'],
      ['SSC-B3-DIRECT', 'a|2|3'],
      ['SSC-B2-SUM', '19'],
      ['SSC-B3-SUM', '28'],
      ['SSC-B3-SUM', '05'], // one spelling per number
      ['SSC-B3-SUM', '-1'],
      ['SSC-B3-SPAN', '10'],
      ['SSC-B3-SUM', ''],
      ['SSC-5S-GROUP60', '1,2,3,4'], // needs two sets
      ['SSC-5S-GROUP60', '|1,2,3'],
      ['SSC-5S-GROUP120', '1,2,3,4,5|6'],
      ['SSC-B3-GROUP3', '1,2|3'],
      ['SSC-FIXED-DIGIT', '1|2|3'],
      ['SSC-5S-ANYPOS1', '1,1'],
      ['SSC-ANY2-DIRECT', '0,2;1|2|3'], // three sets for two positions
      ['SSC-ANY2-DIRECT', '2,0;1|2'], // positions not ascending
      ['SSC-ANY2-DIRECT', '0,5;1|2'],
      ['SSC-ANY3-DIRECT', '0,1;1|2'], // fewer positions than n
      ['SSC-ANY2-DIRECT', '0,1;1|'],
      ['SSC-ANY2-DIRECT', '1|2'],
      ['SSC-B2-SIZEPARITY', 'big|huge'],
      ['SSC-B2-SIZEPARITY', 'big|'],
      ['SSC-TOTAL-SIZEPARITY', 'big,big'],
      ['SSC-DT-DRAGONTIGER', 'dragon|tiger'],
      ['SSC-TWOSIDES-DRAGONTIGER', 'tie'], // ELOTT sells the tie as its own play
      ['SSC-TWOSIDES-TIE', 'dragon'],
      ['SSC-TWOSIDES-POSITION', 'big|small'],
    ];
    for (const [id, text] of bad) expect(sscPlay(id).parse(text), `${id} "${text}"`).toBeNull();
  });
});

describe('SSC settlement', () => {
  const r = digits('12337');

  it('wins direct, group, sum and span plays on their window only', () => {
    expect(settle('SSC-B3-DIRECT', '3|3,4|7', r).hits).toEqual([{ outcomes: 1000, covered: 1, count: 1 }]);
    expect(settle('SSC-F3-DIRECT', '3|3,4|7', r).hits).toEqual([]);
    expect(settle('SSC-5S-GROUP60', '3|1,2,7,9', r).hits).toEqual([{ outcomes: 100_000, covered: 60, count: 1 }]);
    expect(settle('SSC-5S-GROUP60', '3|1,2,9', r).hits).toEqual([]);
    expect(settle('SSC-5S-GROUP30', '1,3|7', digits('13137')).hits).toEqual([{ outcomes: 100_000, covered: 30, count: 1 }]);
    expect(settle('SSC-5S-GROUP20', '2|5,9', digits('29252')).hits).toEqual([{ outcomes: 100_000, covered: 20, count: 1 }]);
    expect(settle('SSC-5S-GROUP10', '2|9', digits('92229')).hits).toEqual([{ outcomes: 100_000, covered: 10, count: 1 }]);
    expect(settle('SSC-5S-GROUP10', '9|2', digits('92229')).hits).toEqual([]);
    expect(settle('SSC-5S-GROUP5', '4|0', digits('44044')).hits).toEqual([{ outcomes: 100_000, covered: 5, count: 1 }]);
    expect(settle('SSC-5S-GROUP120', '0,1,2,3,4,5', digits('40312')).hits).toEqual([
      { outcomes: 100_000, covered: 120, count: 1 },
    ]);
    expect(settle('SSC-B4-GROUP12', '3|1,2', digits('93312')).hits).toEqual([{ outcomes: 10_000, covered: 12, count: 1 }]);
    expect(settle('SSC-F4-GROUP12', '3|1,2', digits('93312')).hits).toEqual([]);
    expect(settle('SSC-B4-GROUP6', '1,2', digits('01212')).hits).toEqual([{ outcomes: 10_000, covered: 6, count: 1 }]);
    expect(settle('SSC-B4-GROUP4', '5|1', digits('05515')).hits).toEqual([{ outcomes: 10_000, covered: 4, count: 1 }]);
    expect(settle('SSC-B3-GROUP3', '3,7', r).hits).toEqual([{ outcomes: 1000, covered: 3, count: 1 }]);
    expect(settle('SSC-F3-GROUP6', '3,2,1,9', r).hits).toEqual([{ outcomes: 1000, covered: 6, count: 1 }]);
    expect(settle('SSC-B2-GROUP', '3,7', r).hits).toEqual([{ outcomes: 100, covered: 2, count: 1 }]);
    expect(settle('SSC-F2-GROUP', '3,7', digits('33000')).hits).toEqual([]);
    expect(settle('SSC-B2-SUM', '10', r).hits).toEqual([{ outcomes: 100, covered: 1, count: 1 }]);
    expect(settle('SSC-B3-SPAN', '4', r).hits).toEqual([{ outcomes: 1000, covered: 1, count: 1 }]);
    expect(settle('SSC-M3-SPAN', '4', r).hits).toEqual([]);
  });

  it('wins every matching choice of fixed position, any position, any-n and size/parity', () => {
    expect(settle('SSC-FIXED-DIGIT', '1|2|0|3|7,8', r).hits).toEqual([{ outcomes: 10, covered: 1, count: 4 }]);
    // 3 appears twice but is one winning code.
    expect(settle('SSC-B3-ANYPOS1', '3,7,9', r).hits).toEqual([{ outcomes: 1000, covered: 271, count: 2 }]);
    expect(settle('SSC-B3-ANYPOS2', '3,7,9', r).hits).toEqual([{ outcomes: 1000, covered: 54, count: 1 }]);
    expect(settle('SSC-5S-ANYPOS2', '1,2,7', r).hits).toEqual([{ outcomes: 100_000, covered: 14_670, count: 3 }]);
    // Positions 0, 2, 4 all match: pairs (0,2), (0,4), (2,4).
    expect(settle('SSC-ANY2-DIRECT', '0,2,4;1|3|7', r).hits).toEqual([{ outcomes: 100, covered: 1, count: 3 }]);
    expect(settle('SSC-ANY3-DIRECT', '0,2,4;1|3|8', r).hits).toEqual([]);
    // 7 is big and odd, 3 small and odd: {small, odd} × {big, odd}.
    expect(settle('SSC-B2-SIZEPARITY', `${TAGS}|${TAGS}`, r).hits).toEqual([{ outcomes: 100, covered: 25, count: 4 }]);
    // 1+2+3+3+7 = 16: small and even.
    expect(settle('SSC-TOTAL-SIZEPARITY', TAGS, r).hits).toEqual([{ outcomes: 100_000, covered: 50_000, count: 2 }]);
    expect(settle('SSC-TOTAL-SIZEPARITY', 'big', digits('99500')).hits).toEqual([
      { outcomes: 100_000, covered: 50_000, count: 1 },
    ]);
    expect(settle('SSC-TWOSIDES-POSITION', 'small||odd,even||small', r).hits).toEqual([{ outcomes: 10, covered: 5, count: 2 }]);
  });

  it('settles dragon-tiger: a tie loses in LOTT and refunds dragon/tiger in ELOTT', () => {
    expect(settle('SSC-DT-DRAGONTIGER', 'dragon,tiger,tie', r)).toEqual({
      hits: [{ outcomes: 100, covered: 45, count: 1 }],
      ties: 0,
    });
    expect(settle('SSC-DT-DRAGONTIGER', 'dragon', digits('71230'))).toEqual({
      hits: [{ outcomes: 100, covered: 45, count: 1 }],
      ties: 0,
    });
    const tie = digits('50125');
    expect(settle('SSC-DT-DRAGONTIGER', 'dragon,tiger', tie)).toEqual({ hits: [], ties: 0 });
    expect(settle('SSC-DT-DRAGONTIGER', 'tie', tie)).toEqual({ hits: [{ outcomes: 100, covered: 10, count: 1 }], ties: 0 });
    expect(settle('SSC-TWOSIDES-DRAGONTIGER', 'dragon,tiger', tie)).toEqual({ hits: [], ties: 2 });
    expect(settle('SSC-TWOSIDES-DRAGONTIGER', 'tiger', r)).toEqual({ hits: [{ outcomes: 90, covered: 45, count: 1 }], ties: 0 });
    expect(settle('SSC-TWOSIDES-TIE', 'tie', tie)).toEqual({ hits: [{ outcomes: 100, covered: 10, count: 1 }], ties: 0 });
  });
});

/** Representative contents of every SSC play for the fairness check (a test fails when a play has none). */
const SAMPLES: Record<string, readonly string[]> = {
  'SSC-5S-DIRECT': ['1,2|0|0,1,2,3,4,5,6,7,8,9|5,6,7|9'],
  'SSC-5S-GROUP120': ['0,2,3,5,7,8'],
  'SSC-5S-GROUP60': ['1,2|1,3,4,5'],
  'SSC-5S-GROUP30': ['1,2,3|3,4'],
  'SSC-5S-GROUP20': ['1,6|1,2,3'],
  'SSC-5S-GROUP10': ['1,2|1,2,9'],
  'SSC-5S-GROUP5': ['1,2|2,3'],
  'SSC-F4-DIRECT': ['1|2,3|4|5'],
  'SSC-F4-GROUP24': ['1,2,3,4,5'],
  'SSC-F4-GROUP12': ['0,1|1,2,3'],
  'SSC-F4-GROUP6': ['1,2,3'],
  'SSC-F4-GROUP4': ['1,2|2,3'],
  'SSC-B4-DIRECT': ['0,9|9|1,2,3|4'],
  'SSC-B4-GROUP24': ['0,1,2,3'],
  'SSC-B4-GROUP12': ['5|5,6,7'],
  'SSC-B4-GROUP6': ['0,4,8,9'],
  'SSC-B4-GROUP4': ['7|7,8'],
  'SSC-F3-DIRECT': ['1|2|3'],
  'SSC-F3-GROUP3': ['1,2,3'],
  'SSC-F3-GROUP6': ['1,3,5,7,9'],
  'SSC-F3-SUM': ['0,13,27'],
  'SSC-F3-SPAN': ['0,5'],
  'SSC-M3-DIRECT': ['1,2|3|4,5,6'],
  'SSC-M3-GROUP3': ['0,4,8'],
  'SSC-M3-GROUP6': ['2,4,6'],
  'SSC-M3-SUM': ['1,14'],
  'SSC-M3-SPAN': ['9'],
  'SSC-B3-DIRECT': ['9|9|9'],
  'SSC-B3-GROUP3': ['5,6'],
  'SSC-B3-GROUP6': ['0,1,2,3'],
  'SSC-B3-SUM': ['26'],
  'SSC-B3-SPAN': ['1,2,3'],
  'SSC-F2-DIRECT': ['1,2|3'],
  'SSC-F2-GROUP': ['4,5,6'],
  'SSC-F2-SUM': ['4,9'],
  'SSC-F2-SPAN': ['0,9'],
  'SSC-B2-DIRECT': ['0|0,1,2,3,4,5,6,7,8,9'],
  'SSC-B2-GROUP': ['0,9'],
  'SSC-B2-SUM': ['18'],
  'SSC-B2-SPAN': ['3'],
  'SSC-FIXED-DIGIT': ['1,2||3|0,1,2,3,4,5,6,7,8,9|0'],
  'SSC-F3-ANYPOS1': ['1,5,8'],
  'SSC-F3-ANYPOS2': ['1,5,8'],
  'SSC-M3-ANYPOS1': ['0'],
  'SSC-M3-ANYPOS2': ['0,1,2,3'],
  'SSC-B3-ANYPOS1': ['0,1,2,3,4,5,6,7,8,9'],
  'SSC-B3-ANYPOS2': ['4,7'],
  'SSC-5S-ANYPOS1': ['2,3'],
  'SSC-5S-ANYPOS2': ['2,3,9'],
  'SSC-F2-SIZEPARITY': ['big,odd|small,even,odd'],
  'SSC-B2-SIZEPARITY': ['big,small,odd,even|even'],
  'SSC-TOTAL-SIZEPARITY': ['big,small,odd,even', 'big'],
  'SSC-ANY2-DIRECT': ['0,2,4;1,2|3|5'],
  'SSC-ANY3-DIRECT': ['0,1,3,4;1|2,3|4|5,6,7'],
  'SSC-ANY4-DIRECT': ['0,1,2,3,4;1|2|3|4|5,6'],
  'SSC-DT-DRAGONTIGER': ['dragon,tiger,tie', 'tie'],
  'SSC-TWOSIDES-POSITION': ['big|small|odd,even||big,small,odd'],
  'SSC-TWOSIDES-TOTAL': ['small,odd'],
  'SSC-TWOSIDES-DRAGONTIGER': ['dragon,tiger', 'dragon'],
  'SSC-TWOSIDES-TIE': ['tie'],
};

describe('SSC fairness', () => {
  // All 100,000 results, ten-thousands digit first.
  const RESULTS = Array.from({ length: 100_000 }, (_, v) => digits(String(v).padStart(5, '0')));

  it('has a sample content for every play', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(SSC_PLAYS.map((p) => p.id).sort());
  });

  // Each elementary bet, paid N/k when it wins (and refunded on a tie in ELOTT), must be worth
  // exactly its stake on average: a count, a win rule or an (N, k) that disagreed would show here.
  it.each(SSC_PLAYS.map((p) => [p.id, p] as const))('pays each elementary bet of %s exactly 1 on average', (_id, play) => {
    const elott = play.modes.includes('ELOTT');
    for (const text of SAMPLES[play.id] ?? []) {
      const content = play.parse(text);
      expect(content, text).not.toBeNull();
      // Σ count × N / k as an exact fraction: totals per (N, k), then one common denominator.
      const perOdds = new Map<string, { n: bigint; k: bigint; count: bigint }>();
      let ties = 0n;
      for (const result of RESULTS) {
        const outcome = play.settle(content, result);
        for (const h of outcome.hits) {
          const key = `${h.outcomes}/${h.covered}`;
          const prev = perOdds.get(key) ?? { n: BigInt(h.outcomes), k: BigInt(h.covered), count: 0n };
          perOdds.set(key, { ...prev, count: prev.count + BigInt(h.count) });
        }
        ties += BigInt(outcome.ties);
      }
      if (!elott) expect(ties, 'a LOTT play reports no ties').toBe(0n);
      let num = elott ? ties : 0n;
      let den = 1n;
      for (const { n, k, count } of perOdds.values()) {
        num = num * k + count * n * den;
        den *= k;
        const g = gcd(num, den);
        [num, den] = [num / g, den / g];
      }
      expect(perOdds.size, `${text} wins somewhere`).toBeGreaterThan(0);
      expect({ num, den }, text).toEqual({ num: BigInt(play.count(content)) * 100_000n, den: 1n });
    }
  });
});
