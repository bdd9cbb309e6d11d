import { describe, expect, it } from 'vitest';
import { numberStakes, ticketNumberStakes } from './exposure.js';
import { playById } from './registry.js';

/** Elementary bets on each number (per-bet stake 1), keyed for a readable comparison. */
function betsOn(playId: string, text: string): Record<string, number> {
  const play = playById(playId);
  if (!play) throw new Error(`no play ${playId}`);
  return Object.fromEntries(numberStakes(play, text, 1n).map((n) => [n.key, Number(n.stake)]));
}

describe('numberStakes: the elementary bets holding each choice', () => {
  it('cartesian direct: the product of the other positions’ sizes', () => {
    // 2 × 1 × 1 × 1 × 3 = 6 bets; a digit of the first position is in 3, of the last in 2, the others in all 6.
    expect(betsOn('SSC-5S-DIRECT', '1,2|3|4|5|6,7,8')).toEqual({
      '0:1': 3,
      '0:2': 3,
      '1:3': 6,
      '2:4': 6,
      '3:5': 6,
      '4:6': 2,
      '4:7': 2,
      '4:8': 2,
    });
    // 2-star big/small/odd/even combinations: "big,odd|small" = big-small, odd-small.
    expect(betsOn('SSC-F2-SIZEPARITY', 'big,odd|small')).toEqual({ '0:big': 1, '0:odd': 1, '1:small': 2 });
  });

  it('ordered direct over distinct numbers (11x5, PK10): tuples with a repeat are no bets', () => {
    // (1,2) (1,3) (2,3); (2,2) is no bet. Leading zeros do not make another number.
    expect(betsOn('11X5-FRONT2-DIRECT', '01,02|02,03')).toEqual({ '0:1': 2, '0:2': 1, '1:2': 1, '1:3': 2 });
    // 2 × 1 × 2 = 4 tuples less (3,2,3): (1,2,3) (1,2,4) (3,2,4); car 2 second is in all three.
    expect(betsOn('PK10-TOP3-DIRECT', '1,3|2|3,4')).toEqual({ '0:1': 2, '0:3': 1, '1:2': 3, '2:3': 1, '2:4': 2 });
  });

  it('group plays: the bets that use the choice, per part', () => {
    // Group 120 "0,1,2,3,4,5": C(6,5) = 6 bets, each digit in C(5,4) = 5.
    expect(betsOn('SSC-5S-GROUP120', '0,1,2,3,4,5')).toEqual({ '0:0': 5, '0:1': 5, '0:2': 5, '0:3': 5, '0:4': 5, '0:5': 5 });
    // Group 60 "1,2|1,3,4,5": pair 1 with singles 345 (1 bet), pair 2 with 3 of {1,3,4,5} (4 bets).
    expect(betsOn('SSC-5S-GROUP60', '1,2|1,3,4,5')).toEqual({
      '0:1': 1,
      '0:2': 4,
      '1:1': 3,
      '1:3': 4,
      '1:4': 4,
      '1:5': 4,
    });
    // Group 3 "1,2,3" (one set for pair and single): 112 113 221 223 331 332, digit 1 in 4 of them.
    expect(betsOn('SSC-F3-GROUP3', '1,2,3')).toEqual({ '0:1': 4, '0:2': 4, '0:3': 4 });
    // K3 three different "1,2,3,5": C(4,3) = 4 bets, each face in C(3,2) = 3.
    expect(betsOn('K3-THREE-DIFF', '1,2,3,5')).toEqual({ '0:1': 3, '0:2': 3, '0:3': 3, '0:5': 3 });
    // K3 pair + single "1,2|1": only pair 2 with single 1, so pair 1 holds no bet.
    expect(betsOn('K3-PAIR-ONE', '1,2|1')).toEqual({ '0:2': 1, '1:1': 1 });
  });

  it('sums: every ordered tuple with the sum where the play counts them, one bet where it does not', () => {
    // SSC 3-star sum counts tuples: sum 0 = 1, sum 13 = 75.
    expect(betsOn('SSC-F3-SUM', '0,13')).toEqual({ '0:0': 1, '0:13': 75 });
    expect(betsOn('K3-SUM', '3,10,18')).toEqual({ '0:3': 1, '0:10': 1, '0:18': 1 });
    expect(betsOn('PC28-SUM', '0,13,27')).toEqual({ '0:0': 1, '0:13': 1, '0:27': 1 });
    expect(betsOn('PK10-SUM', '3,19')).toEqual({ '0:3': 1, '0:19': 1 });
  });

  it('big/small/odd/even and other tags: each tag at its position', () => {
    expect(betsOn('SSC-TWOSIDES-POSITION', 'big||odd,even||')).toEqual({ '0:big': 1, '2:odd': 1, '2:even': 1 });
    expect(betsOn('SSC-TOTAL-SIZEPARITY', 'big,odd')).toEqual({ '0:big': 1, '0:odd': 1 });
    expect(betsOn('11X5-TWOSIDES-BALL', 'big,odd||small||even')).toEqual({ '0:big': 1, '0:odd': 1, '2:small': 1, '4:even': 1 });
    expect(betsOn('K3-TWOSIDES-SUM', 'small,even')).toEqual({ '0:small': 1, '0:even': 1 });
    expect(betsOn('PK10-TWOSIDES-DRAGONTIGER', 'dragon|tiger,dragon|||')).toEqual({ '0:dragon': 1, '1:tiger': 1, '1:dragon': 1 });
    expect(betsOn('SSC-DT-DRAGONTIGER', 'dragon,tie')).toEqual({ '0:dragon': 1, '0:tie': 1 });
  });

  it('fixed and any position', () => {
    expect(betsOn('SSC-FIXED-DIGIT', '1,2||3||9')).toEqual({ '0:1': 1, '0:2': 1, '2:3': 1, '4:9': 1 });
    expect(betsOn('PK10-FIXED', '01||05|||||||10')).toEqual({ '0:1': 1, '2:5': 1, '9:10': 1 });
    expect(betsOn('11X5-FIXED', '03,11||')).toEqual({ '0:3': 1, '0:11': 1 });
    // Any position, 1 code: each digit a bet; 2 codes "1,5,8": pairs 15 18 58, each digit in 2.
    expect(betsOn('SSC-F3-ANYPOS1', '1,5,8')).toEqual({ '0:1': 1, '0:5': 1, '0:8': 1 });
    expect(betsOn('SSC-5S-ANYPOS2', '1,5,8')).toEqual({ '0:1': 2, '0:5': 2, '0:8': 2 });
  });

  it('chosen positions (any-N direct): a set counts at the result position it names, the head is no number', () => {
    // Positions 0, 2, 4; any-2 bets: (0,2) 2 × 1, (0,4) 2 × 1, (2,4) 1 × 1 = 5.
    expect(betsOn('SSC-ANY2-DIRECT', '0,2,4;1,2|3|5')).toEqual({ '0:1': 2, '0:2': 2, '2:3': 3, '4:5': 3 });
    // Any-3 of four chosen positions, one digit each: C(4,3) = 4 bets, each digit in 3.
    expect(betsOn('SSC-ANY3-DIRECT', '0,1,2,3;1|2|3|4')).toEqual({ '0:1': 3, '1:2': 3, '2:3': 3, '3:4': 3 });
    // Another ticket's digit 3 at position 2 is the same number though it is its first set.
    expect(betsOn('SSC-ANY2-DIRECT', '2,4;3|5,6')).toEqual({ '2:3': 2, '4:5': 1, '4:6': 1 });
  });

  it('11x5 any-k: the k-subsets holding the number', () => {
    // Any 3 of "1,2,3,4": C(4,3) = 4 bets, each number in C(3,2) = 3.
    expect(betsOn('11X5-ANY-3IN5', '1,2,3,4')).toEqual({ '0:1': 3, '0:2': 3, '0:3': 3, '0:4': 3 });
    // Any 1 and any 6: each number alone, or in C(6,5) = 6 of the C(7,6) = 7 bets.
    expect(betsOn('11X5-ANY-1IN5', '05,11')).toEqual({ '0:5': 1, '0:11': 1 });
    expect(betsOn('11X5-ANY-6IN5', '1,2,3,4,5,6,7')).toEqual({
      '0:1': 6,
      '0:2': 6,
      '0:3': 6,
      '0:4': 6,
      '0:5': 6,
      '0:6': 6,
      '0:7': 6,
    });
    expect(betsOn('11X5-FRONT2-GROUP', '1,2,3')).toEqual({ '0:1': 2, '0:2': 2, '0:3': 2 });
  });

  it('PK10 champion and PC28 boards', () => {
    expect(betsOn('PK10-CHAMPION', '01,07')).toEqual({ '0:1': 1, '0:7': 1 });
    expect(betsOn('PC28-TWOSIDES-SUM', 'big')).toEqual({ '0:big': 1 });
    expect(betsOn('PC28-COMBO-BIGODD-SMALLEVEN', 'big-odd,small-even')).toEqual({ '0:big-odd': 1, '0:small-even': 1 });
    expect(betsOn('PC28-PATTERN', 'triple,pair')).toEqual({ '0:triple': 1, '0:pair': 1 });
    expect(betsOn('PC28-EXTREME', 'small')).toEqual({ '0:small': 1 });
  });

  it('a content the play cannot read, or that buys nothing, has no numbers', () => {
    expect(betsOn('SSC-5S-DIRECT', '1|2|3|4')).toEqual({});
    expect(betsOn('SSC-FIXED-DIGIT', '||||')).toEqual({});
    expect(betsOn('K3-PAIR-ONE', '1|1')).toEqual({});
    expect(betsOn('SSC-ANY2-DIRECT', '0;1')).toEqual({});
    expect(betsOn('SSC-FIXED-DIGIT', '0;1')).toEqual({});
  });

  it('every elementary bet is counted once per number it holds', () => {
    const total = (playId: string, text: string) => Object.values(betsOn(playId, text)).reduce((a, b) => a + b, 0);
    // 5-star direct: 3 × 2 × 1 × 10 × 4 = 240 bets of 5 numbers each.
    expect(total('SSC-5S-DIRECT', '1,2,3|4,5|6|0,1,2,3,4,5,6,7,8,9|1,2,3,4')).toBe(240 * 5);
    // Group 60: a pair digit and three singles, 4 numbers per bet; "0,1,2|3,4,5,6" = 3 × C(4,3) = 12 bets.
    expect(total('SSC-5S-GROUP60', '0,1,2|3,4,5,6')).toBe(12 * 4);
    // Any 5 of eight numbers: C(8,5) = 56 bets of 5 numbers.
    expect(total('11X5-ANY-5IN5', '1,2,3,4,5,6,7,8')).toBe(56 * 5);
  });
});

describe('ticketNumberStakes', () => {
  const fixed = playById('SSC-FIXED-DIGIT')!;
  it('prices a bet at 2 × unit × multiple, in minor units', () => {
    // yuan × 3: one elementary bet costs 6.00 = 600 minor units.
    expect(ticketNumberStakes(fixed, '1,2||||', 'yuan', 3)).toEqual([
      { key: '0:1', stake: 600n },
      { key: '0:2', stake: 600n },
    ]);
    expect(ticketNumberStakes(playById('SSC-5S-DIRECT')!, '1|2|3|4|5,6', 'jiao', 1)).toEqual([
      { key: '0:1', stake: 40n },
      { key: '1:2', stake: 40n },
      { key: '2:3', stake: 40n },
      { key: '3:4', stake: 40n },
      { key: '4:5', stake: 20n },
      { key: '4:6', stake: 20n },
    ]);
  });

  it('rounds a li fraction of a minor unit up', () => {
    // One li bet is 0.002 = 0.2 minor units, counted as 1; five are 1.0.
    expect(ticketNumberStakes(fixed, '1||||', 'li', 1)).toEqual([{ key: '0:1', stake: 1n }]);
    expect(ticketNumberStakes(fixed, '1||||', 'li', 5)).toEqual([{ key: '0:1', stake: 1n }]);
    expect(ticketNumberStakes(fixed, '1||||', 'li', 6)).toEqual([{ key: '0:1', stake: 2n }]);
  });
});
