import { describe, expect, it } from 'vitest';
import type { Hit } from '@playhouse/contract/lottery';
import { marginTerms, type SlipTerms } from './slip-maths';

// One digit at a fixed position: N = 10 outcomes, an elementary bet covers 1.
const fixedDigit: Hit[] = [{ outcomes: 10, covered: 1, count: 1 }];
const lott: SlipTerms = { mode: 'LOTT', bets: 2, unit: 'yuan', multiple: 7, group: 1950, odds: null };

describe('the minimum-profit terms of a slip', () => {
  it('LOTT: the stake and one hit at multiple 1, whatever multiple the slip starts from', () => {
    // 2 bets × 2.00; a hit pays G × N / 1000 per 2 units = 1950 × 10 / 1000 = 19.50.
    expect(marginTerms(lott, fixedDigit, 50)).toEqual({ ratePercent: 50, cost: 400n, win: 1950n, step: 1 });
  });

  it('ELOTT: one hit pays the stake of one bet × the odds', () => {
    // 2.00 × 1.980 = 3.96.
    const elott: SlipTerms = { ...lott, mode: 'ELOTT', group: null, odds: 1980 };
    expect(marginTerms(elott, [], 30)).toEqual({ ratePercent: 30, cost: 400n, win: 396n, step: 1 });
  });

  it('li: a stake of 0.002 is no whole cent, so the terms are taken at 5 multiples', () => {
    // 1 bet × 2 × 0.001 × 5 = 0.01; 19.50 × 0.001 × 5 = 0.0975, floored to 0.09.
    expect(marginTerms({ ...lott, bets: 1, unit: 'li' }, fixedDigit, 50)).toEqual({
      ratePercent: 50,
      cost: 1n,
      win: 9n,
      step: 5,
    });
  });

  it('unknown without picks, a group or odds', () => {
    expect(marginTerms({ ...lott, bets: 0 }, fixedDigit, 50)).toBeNull();
    expect(marginTerms(lott, [], 50)).toBeNull();
    expect(marginTerms({ ...lott, mode: 'ELOTT', odds: null }, [], 50)).toBeNull();
  });
});
