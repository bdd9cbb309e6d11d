import { describe, expect, it } from 'vitest';
import { ELEVEN_FIVE_PLAYS } from './11x5.js';
import { countOf, expectFair, expectShape, orderedSelections, playOf, tally } from './testkit.js';

const play = (id: string) => playOf(ELEVEN_FIVE_PLAYS, id);
const BALLS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** All 55,440 ordered draws, each equally likely. */
const DRAWS = orderedSelections(BALLS, 5);
const ALL = BALLS.join(',');

describe('11x5 counting', () => {
  it('counts any n-in-5 as the n-subsets of the chosen numbers', () => {
    expect(countOf(play('11X5-ANY-1IN5'), '01,02,03')).toBe(3);
    expect(countOf(play('11X5-ANY-2IN5'), '1,2,3,4')).toBe(6);
    expect(countOf(play('11X5-ANY-5IN5'), ALL)).toBe(462);
    expect(countOf(play('11X5-ANY-8IN5'), ALL)).toBe(165);
    expect(countOf(play('11X5-ANY-6IN5'), '1,2,3,4,5')).toBe(0);
  });

  it('counts direct fronts without repeated numbers and groups as subsets', () => {
    expect(countOf(play('11X5-FRONT2-DIRECT'), '01,02|02,03')).toBe(3);
    expect(countOf(play('11X5-FRONT2-DIRECT'), `${ALL}|${ALL}`)).toBe(110);
    expect(countOf(play('11X5-FRONT3-DIRECT'), `${ALL}|${ALL}|${ALL}`)).toBe(990);
    expect(countOf(play('11X5-FRONT3-DIRECT'), '1|1|2')).toBe(0);
    expect(countOf(play('11X5-FRONT2-GROUP'), '1,2,3')).toBe(3);
    expect(countOf(play('11X5-FRONT3-GROUP'), ALL)).toBe(165);
  });

  it('counts fixed position and two sides per choice', () => {
    expect(countOf(play('11X5-FIXED'), '01,02|03|')).toBe(3);
    expect(countOf(play('11X5-TWOSIDES-BALL'), 'big,odd||small||even')).toBe(4);
  });

  it('refuses malformed contents', () => {
    const bad: [string, string][] = [
      ['11X5-ANY-2IN5', '1,12'],
      ['11X5-ANY-2IN5', '0,1'],
      ['11X5-ANY-2IN5', '1,01'],
      ['11X5-ANY-2IN5', '1, 2'],
      ['11X5-ANY-2IN5', '001,2'],
      ['11X5-ANY-2IN5', '1|2'],
      ['11X5-FRONT2-DIRECT', '1|2|3'],
      ['11X5-FRONT2-DIRECT', '1,,2|3'],
      ['11X5-FIXED', '1|2'],
      ['11X5-TWOSIDES-BALL', 'big||'],
      ['11X5-TWOSIDES-BALL', 'huge||||'],
      ['11X5-TWOSIDES-BALL', 'big,big||||'],
    ];
    for (const [id, text] of bad) expect(countOf(play(id), text), `${id} ${text}`).toBeNull();
  });
});

describe('11x5 settling', () => {
  const r = [3, 11, 7, 1, 9];
  const won = (id: string, text: string, result = r) => {
    const p = play(id);
    return p.settle(p.parse(text), result);
  };

  it('wins any n-in-5 by drawn subsets', () => {
    expect(won('11X5-ANY-2IN5', '3,7,9,2').hits).toEqual([{ outcomes: 462, covered: 84, count: 3 }]);
    expect(won('11X5-ANY-5IN5', '1,3,7,9,11').hits).toEqual([{ outcomes: 462, covered: 1, count: 1 }]);
    expect(won('11X5-ANY-5IN5', '1,3,7,9,10').hits).toEqual([]);
    // 7 chosen holding all five drawn: the winning 6-sets add one of the two others.
    expect(won('11X5-ANY-6IN5', '1,3,7,9,11,2,4').hits).toEqual([{ outcomes: 462, covered: 6, count: 2 }]);
    expect(won('11X5-ANY-8IN5', '1,3,7,9,2,4,5,6').hits).toEqual([]);
  });

  it('wins fronts in order (direct) or in any order (group)', () => {
    expect(won('11X5-FRONT2-DIRECT', '03|11').hits).toEqual([{ outcomes: 110, covered: 1, count: 1 }]);
    expect(won('11X5-FRONT2-DIRECT', '11|03').hits).toEqual([]);
    expect(won('11X5-FRONT3-GROUP', '7,3,11').hits).toEqual([{ outcomes: 165, covered: 1, count: 1 }]);
    expect(won('11X5-FRONT3-GROUP', '7,3,1').hits).toEqual([]);
    expect(won('11X5-FIXED', '3,4|1,11|7').hits).toEqual([{ outcomes: 11, covered: 1, count: 3 }]);
  });

  it('ties every tag on ball 11 and wins the others by the ball', () => {
    const o = won('11X5-TWOSIDES-BALL', 'small,odd|big,small,odd,even|big|even|');
    expect(o.ties).toBe(4);
    expect(o.hits).toEqual([{ outcomes: 11, covered: 5, count: 3 }]);
  });
});

describe('11x5 fairness over all 55,440 draws', () => {
  const contents: [string, string[]][] = [
    ['11X5-ANY-1IN5', ['5', ALL]],
    ['11X5-ANY-2IN5', ['1,2', '1,4,6,8,11']],
    ['11X5-ANY-3IN5', ['2,5,9', '1,2,3,4,5,6,7']],
    ['11X5-ANY-4IN5', ['1,2,3,4', '2,4,6,8,10,11']],
    ['11X5-ANY-5IN5', ['1,2,3,4,5', '1,2,3,4,5,6,7,8']],
    ['11X5-ANY-6IN5', ['1,2,3,4,5,6', '1,3,5,7,9,10,11']],
    ['11X5-ANY-7IN5', ['1,2,3,4,5,6,7', ALL]],
    ['11X5-ANY-8IN5', ['1,2,3,4,5,6,7,8', '1,2,3,4,5,6,7,8,9,10']],
    ['11X5-FRONT2-DIRECT', ['1|2', '1,2,3|2,3,4']],
    ['11X5-FRONT3-DIRECT', ['1|2|3', '1,2|1,2,3|3,4,5,11']],
    ['11X5-FRONT2-GROUP', ['1,2', '1,5,9,11']],
    ['11X5-FRONT3-GROUP', ['1,2,3', '2,4,6,8,10']],
    ['11X5-FIXED', ['1||', '1,2|11|3,4,5']],
    ['11X5-TWOSIDES-BALL', ['big||||', 'big,small,odd,even|odd||even|small']],
  ];
  it.each(contents)('%s pays N/k per winning bet worth 1 on average', (id, texts) => {
    for (const text of texts) expectFair(play(id), text, DRAWS);
  });

  it('sells every play and checks each one above', () => {
    expect(ELEVEN_FIVE_PLAYS.map((p) => p.id).sort()).toEqual(contents.map(([id]) => id).sort());
  });

  it('in ELOTT, a two-sides bet wins 5/11 and ties 1/11 of the draws', () => {
    for (const tag of ['big', 'small', 'odd', 'even']) {
      const t = tally(play('11X5-TWOSIDES-BALL'), `||${tag}||`, DRAWS);
      expect([t.wins * 11, t.ties * 11]).toEqual([5 * DRAWS.length, DRAWS.length]);
    }
  });
});

describe('11x5 play shapes', () => {
  const TAGS = 'big,small,odd,even';
  const fullest: [string, string][] = [
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): [string, string] => [`11X5-ANY-${n}IN5`, ALL]),
    ['11X5-FRONT2-DIRECT', `${ALL}|${ALL}`],
    ['11X5-FRONT3-DIRECT', `${ALL}|${ALL}|${ALL}`],
    ['11X5-FRONT2-GROUP', ALL],
    ['11X5-FRONT3-GROUP', ALL],
    ['11X5-FIXED', `${ALL}|${ALL}|${ALL}`],
    ['11X5-TWOSIDES-BALL', Array(5).fill(TAGS).join('|')],
  ];
  it.each(fullest)('%s: space is its fullest content, LOTT, ELOTT odds only where sold', (id, text) => {
    expectShape(play(id), text);
  });
});
