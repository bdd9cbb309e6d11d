import { describe, expect, it } from 'vitest';
import { MAX_MULTIPLE } from '@playhouse/contract/lottery';
import { chasePlan, type ChaseInput, type MarginTerms } from './chase-plan';

const upcoming = Array.from({ length: 12 }, (_, i) => `20261127-${String(i + 1).padStart(4, '0')}`);
const base: ChaseInput = { upcoming, draws: 10, multiple: 1, plan: 'margin', every: 1 };
const multiples = (input: Partial<ChaseInput>) => chasePlan({ ...base, ...input }).draws.map((d) => d.multiple);
/** 2.00 staked and 18.00 won per multiple, 50 % at least. */
const terms: MarginTerms = { ratePercent: 50, cost: 200n, win: 1800n, step: 1 };

describe('the chase plans', () => {
  it('same and doubling keep their multiples, within the open draws', () => {
    expect(multiples({ plan: 'same', multiple: 3, draws: 4 })).toEqual([3, 3, 3, 3]);
    expect(multiples({ plan: 'double', multiple: 1, draws: 7, every: 2 })).toEqual([1, 1, 2, 2, 4, 4, 8]);
    expect(chasePlan({ ...base, plan: 'same', draws: 50 }).draws).toHaveLength(12);
    expect(chasePlan({ ...base, plan: 'double', multiple: MAX_MULTIPLE, draws: 2 }).draws[1]!.multiple).toBe(MAX_MULTIPLE);
  });
});

describe('the minimum-profit plan', () => {
  it('takes the smallest multiple that leaves the rate over everything staked so far (worked by hand)', () => {
    // Draw i at m: 18m − (spent + 2m) ≥ 0.5·(spent + 2m), in currency units.
    //  1: spent 0   m=1: 18 −  2 = 16 ≥ 1
    //  2: spent 2   m=1: 18 −  4 = 14 ≥ 2
    //  3: spent 4   m=1: 18 −  6 = 12 ≥ 3
    //  4: spent 6   m=1: 18 −  8 = 10 ≥ 4
    //  5: spent 8   m=1: 18 − 10 =  8 ≥ 5
    //  6: spent 10  m=1: 18 − 12 =  6 ≥ 6 (just)
    //  7: spent 12  m=1: 18 − 14 =  4 < 7;  m=2: 36 − 16 = 20 ≥ 8
    //  8: spent 16  m=2: 36 − 20 = 16 ≥ 10
    //  9: spent 20  m=2: 36 − 24 = 12 ≥ 12 (just)
    // 10: spent 24  m=2: 36 − 28 =  8 < 14; m=3: 54 − 30 = 24 ≥ 15
    const chase = chasePlan({ ...base, margin: terms });
    expect(chase.short).toBeNull();
    expect(chase.draws.map((d) => d.multiple)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 3]);
    expect(chase.draws.map((d) => d.numero)).toEqual(upcoming.slice(0, 10));
  });

  it('never goes below the starting multiple', () => {
    // From 2: spent grows by 4 a draw; 36 − (4i + 4) ≥ 0.5·(4i + 4) holds while 4i + 4 ≤ 24.
    expect(multiples({ multiple: 2, draws: 7, margin: terms })).toEqual([2, 2, 2, 2, 2, 2, 3]);
  });

  it('a higher rate raises the multiples sooner; 0 % breaks even', () => {
    // 100 %: 18m ≥ 2·(spent + 2m) ⇔ 14m ≥ 2·spent: 1 (spent 0), 1 (2), 1 (4), 1 (6), then 8: 16/14 → 2.
    expect(multiples({ draws: 5, margin: { ...terms, ratePercent: 100 } })).toEqual([1, 1, 1, 1, 2]);
    // 0 %: 16m ≥ spent: 1 a draw until spent 16 (draw 9), then 18/16 → 2.
    expect(multiples({ draws: 10, margin: { ...terms, ratePercent: 0 } })).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it('stops where no multiple up to MAX_MULTIPLE reaches the rate', () => {
    // 2.00 staked, 3.10 won per multiple, 50 %: 3.10m − (spent + 2m) ≥ 0.5·(spent + 2m) ⇔ m ≥ 15·spent.
    // 1: m=1 (1.10 ≥ 1.00); 2: spent 2 → m=30 (93 − 62 = 31 ≥ 31; m=29: 89.90 − 60 = 29.90 < 30);
    // then spent is 62, 1,922, 59,582 → 930, 28,830, 893,730; spent 1,847,042 would need 27,705,630.
    const chase = chasePlan({ ...base, margin: { ratePercent: 50, cost: 200n, win: 310n, step: 1 } });
    expect(chase.draws.map((d) => d.multiple)).toEqual([1, 30, 930, 28_830, 893_730]);
    expect(chase.short).toBe('unreachable');
  });

  it('plans nothing when a win never pays the rate, as when the picks cover too much', () => {
    // Every digit of a position: 10 bets at 20.00 and one hit of 19.50 can never profit.
    const chase = chasePlan({ ...base, margin: { ratePercent: 50, cost: 2000n, win: 1950n, step: 1 } });
    expect(chase).toEqual({ draws: [], short: 'unreachable' });
    // 2.50 back on 2.00 is 25 % at most: at 25 % the first draw just passes and a second never can; 26 % never.
    const just = chasePlan({ ...base, draws: 3, margin: { ratePercent: 25, cost: 200n, win: 250n, step: 1 } });
    expect(just).toEqual({ draws: [{ numero: upcoming[0], multiple: 1 }], short: 'unreachable' });
    expect(chasePlan({ ...base, margin: { ratePercent: 26, cost: 200n, win: 250n, step: 1 } }).draws).toEqual([]);
  });

  it('takes whole steps of a li stake, so that every draw stays payable', () => {
    // Per 5 multiples: 0.01 staked and 0.09 won; 50 %: the 1.00/18.00 plan scaled, every multiple ×5.
    const li = { ratePercent: 50, cost: 1n, win: 9n, step: 5 };
    expect(multiples({ margin: li })).toEqual([5, 5, 5, 5, 5, 5, 10, 10, 10, 15]);
    // A starting multiple between steps rounds up to the next step.
    expect(multiples({ multiple: 6, draws: 2, margin: li })).toEqual([10, 10]);
  });

  it('waits for the stake and the win before planning', () => {
    expect(chasePlan({ ...base, margin: null })).toEqual({ draws: [], short: 'unknown' });
    expect(chasePlan({ ...base, margin: { ...terms, cost: 0n } }).short).toBe('unknown');
  });
});
