import { describe, expect, it } from 'vitest';
import { countSscBets, digitSumCount, sscOdds, winningSscBets, type SscContent } from './ssc-plays.js';

const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('SSC elementary-bet counting', () => {
  it('multiplies the digit sets of direct plays', () => {
    expect(countSscBets({ play: 'direct', window: 'five', positions: [ALL, ALL, ALL, ALL, ALL] })).toBe(100_000);
    expect(countSscBets({ play: 'direct', window: 'back4', positions: [ALL, ALL, ALL, ALL] })).toBe(10_000);
    expect(countSscBets({ play: 'direct', window: 'middle3', positions: [[1, 2], [3], [4, 5, 6]] })).toBe(6);
    expect(countSscBets({ play: 'direct', window: 'front2', positions: [[0], []] })).toBe(0);
  });

  it('counts sums by the digit tuples that make them', () => {
    expect(range(0, 27).map((s) => digitSumCount(3, s))).toEqual([
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1,
    ]);
    expect(countSscBets({ play: 'sum', window: 'back3', sums: range(0, 27) })).toBe(1000);
    expect(countSscBets({ play: 'sum', window: 'front3', sums: [13] })).toBe(75);
    expect(countSscBets({ play: 'sum', window: 'back2', sums: [9] })).toBe(10);
    expect(countSscBets({ play: 'sum', window: 'back2', sums: range(0, 18) })).toBe(100);
  });

  it('counts group 3 as ordered pair-and-single and group 6 as three different digits', () => {
    expect(countSscBets({ play: 'group3', window: 'back3', digits: ALL })).toBe(90);
    expect(countSscBets({ play: 'group3', window: 'back3', digits: [1, 2] })).toBe(2);
    expect(countSscBets({ play: 'group3', window: 'back3', digits: [1] })).toBe(0);
    expect(countSscBets({ play: 'group6', window: 'front3', digits: ALL })).toBe(120);
    expect(countSscBets({ play: 'group6', window: 'front3', digits: [1, 2, 3] })).toBe(1);
    expect(countSscBets({ play: 'group6', window: 'front3', digits: [1, 2, 3, 4] })).toBe(4);
    // Every 3-digit outcome is a triple, a group 3 or a group 6 combination exactly once.
    expect(90 * 3 + 120 * 6 + 10).toBe(1000);
  });

  it('counts fixed position per digit and big/small/odd/even per combination', () => {
    expect(countSscBets({ play: 'fixed', positions: [ALL, ALL, ALL, ALL, ALL] })).toBe(50);
    expect(countSscBets({ play: 'fixed', positions: [[1], [], [], [], [2, 3]] })).toBe(3);
    const tags = ['big', 'small', 'odd', 'even'] as const;
    expect(countSscBets({ play: 'sizeParity', window: 'back2', positions: [tags, tags] })).toBe(16);
    expect(countSscBets({ play: 'sizeParity', window: 'back2', positions: [['big'], ['odd', 'even']] })).toBe(2);
  });

  it('refuses malformed contents', () => {
    expect(countSscBets({ play: 'direct', window: 'back3', positions: [[1], [2]] })).toBeNull();
    expect(countSscBets({ play: 'direct', window: 'back2', positions: [[1, 1], [2]] })).toBeNull();
    expect(countSscBets({ play: 'direct', window: 'back2', positions: [[10], [2]] })).toBeNull();
    expect(countSscBets({ play: 'sum', window: 'back2', sums: [19] })).toBeNull();
    expect(countSscBets({ play: 'group6', window: 'back3', digits: [1.5, 2, 3] })).toBeNull();
    expect(countSscBets({ play: 'fixed', positions: [[1]] })).toBeNull();
    expect(countSscBets({ play: 'sizeParity', window: 'front2', positions: [['huge' as 'big'], ['odd']] })).toBeNull();
  });

  it('wins on the right results', () => {
    const r = [1, 2, 3, 3, 7];
    expect(winningSscBets({ play: 'direct', window: 'back3', positions: [[3], [3, 4], [7]] }, r)).toBe(1);
    expect(winningSscBets({ play: 'direct', window: 'front3', positions: [[3], [3, 4], [7]] }, r)).toBe(0);
    expect(winningSscBets({ play: 'group3', window: 'back3', digits: [3, 7] }, r)).toBe(1);
    expect(winningSscBets({ play: 'group6', window: 'front3', digits: [3, 2, 1, 9] }, r)).toBe(1);
    expect(winningSscBets({ play: 'sum', window: 'back2', sums: [10] }, r)).toBe(1);
    expect(winningSscBets({ play: 'fixed', positions: [[1], [2], [0], [3], [7, 8]] }, r)).toBe(4);
    // 7 is big and odd, 3 small and odd: big+odd on the last digit and small+odd on the tens → 4 wins.
    const tags = ['big', 'small', 'odd', 'even'] as const;
    expect(winningSscBets({ play: 'sizeParity', window: 'back2', positions: [tags, tags] }, r)).toBe(4);
  });

  it('makes every elementary bet cover exactly k of N outcomes (count and wins agree)', () => {
    // Over all 100,000 results, a content's wins add up to bets × k × 100,000 / N; a count or a
    // win rule that disagreed with the prize table's N and k would break the G / 2000 return.
    const contents: SscContent[] = [
      { play: 'direct', window: 'five', positions: [[1, 2], [0], ALL, [5, 6, 7], [9]] },
      { play: 'direct', window: 'front4', positions: [[1], [2, 3], [4], [5]] },
      { play: 'direct', window: 'middle3', positions: [[1, 2], [3], [4, 5, 6]] },
      { play: 'sum', window: 'back3', sums: [0, 13, 27] },
      { play: 'sum', window: 'front2', sums: [4, 9] },
      { play: 'group3', window: 'middle3', digits: [0, 4, 8] },
      { play: 'group6', window: 'back3', digits: [1, 3, 5, 7, 9] },
      { play: 'fixed', positions: [[1, 2], [], [3], ALL, [0]] },
      {
        play: 'sizeParity',
        window: 'front2',
        positions: [
          ['big', 'odd'],
          ['small', 'even', 'odd'],
        ],
      },
    ];
    for (const c of contents) {
      const { outcomes, covered } = sscOdds(c);
      let wins = 0;
      const r = [0, 0, 0, 0, 0];
      for (let v = 0; v < 100_000; v++) {
        for (let p = 4, x = v; p >= 0; p--, x = Math.floor(x / 10)) r[p] = x % 10;
        wins += winningSscBets(c, r);
      }
      expect(wins, c.play).toBe((countSscBets(c)! * covered * 100_000) / outcomes);
    }
  });
});
