import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money.js';
import {
  betGroupProblem,
  elottWinMinor,
  hitsPrizeMinor,
  prizeMinor,
  rebateMinor,
  rebatePercent,
  stakeMinor,
  zyPrizeMinor,
} from './prize.js';

describe('LOTT prize maths', () => {
  it('pays 180,000 per 2-yuan SSC 5-star direct bet at group 1800', () => {
    expect(stakeMinor({ bets: 1, unit: 'yuan', multiple: 1 })).toBe(200n);
    const prize = prizeMinor({ group: 1800, outcomes: 100_000, covered: 1, unit: 'yuan', multiple: 1 });
    expect(formatMoney(prize)).toBe('180,000.00');
  });

  it('pays 585 for a 0.6 stake on 3-star direct at group 1950, jiao unit, multiple 3', () => {
    expect(formatMoney(stakeMinor({ bets: 1, unit: 'jiao', multiple: 3 })!)).toBe('0.60');
    const prize = prizeMinor({ group: 1950, outcomes: 1000, covered: 1, unit: 'jiao', multiple: 3 });
    expect(formatMoney(prize)).toBe('585.00');
  });

  it('returns G / 2000 of the stake to players over all outcomes', () => {
    // Group 3 on 3 stars covers 3 of 1000 outcomes, so its prize (1000·G/3000) is floored.
    for (const group of [1700, 1800, 1956, 1980]) {
      for (const [outcomes, covered] of [
        [1000, 1],
        [1000, 3],
        [100, 1],
        [10, 1],
      ] as const) {
        const stake = stakeMinor({ bets: 1, unit: 'yuan', multiple: 1 })!;
        const prize = prizeMinor({ group, outcomes, covered, unit: 'yuan', multiple: 1 });
        // expected return = prize × covered / outcomes = stake × G / 2000, less the floor (< 0.01)
        const fair = stake * BigInt(group) * BigInt(outcomes);
        const paid = prize * BigInt(covered) * 2000n;
        expect(paid <= fair && fair < paid + BigInt(covered) * 2000n).toBe(true);
        if (covered === 1) expect(paid).toBe(fair);
      }
    }
  });

  it('scales by unit, multiple and the number of winning elementary bets', () => {
    const base = { group: 1800, outcomes: 100, covered: 1, multiple: 1 } as const;
    expect(prizeMinor({ ...base, unit: 'yuan' })).toBe(18_000n);
    expect(prizeMinor({ ...base, unit: 'jiao' })).toBe(1_800n);
    expect(prizeMinor({ ...base, unit: 'fen' })).toBe(180n);
    expect(prizeMinor({ ...base, unit: 'li' })).toBe(18n);
    expect(prizeMinor({ ...base, unit: 'fen', multiple: 7, wins: 2 })).toBe(180n * 14n);
    expect(prizeMinor({ ...base, unit: 'yuan', wins: 0 })).toBe(0n);
  });

  it('floors li prizes to the minor unit once per bet, and refuses stakes of fractional minor units', () => {
    // 3-star direct at 1956, li: 1.956 per elementary bet.
    const li = { group: 1956, outcomes: 1000, covered: 1, unit: 'li', multiple: 1 } as const;
    expect(prizeMinor(li)).toBe(195n);
    expect(prizeMinor({ ...li, wins: 5 })).toBe(978n);
    expect(stakeMinor({ bets: 1, unit: 'li', multiple: 1 })).toBeNull();
    expect(stakeMinor({ bets: 2, unit: 'li', multiple: 2 })).toBeNull();
    expect(stakeMinor({ bets: 1, unit: 'li', multiple: 5 })).toBe(1n);
    expect(stakeMinor({ bets: 10, unit: 'li', multiple: 1 })).toBe(2n);
    expect(stakeMinor({ bets: 3, unit: 'fen', multiple: 1 })).toBe(6n);
  });

  it('pays (own − bet group)/20 percent of the stake back as rebate', () => {
    expect(rebatePercent(1956, 1800)).toBe(7.8);
    expect(rebatePercent(1800, 1800)).toBe(0);
    expect(rebateMinor(20_000_00n, 1956, 1800)).toBe(1_560_00n);
    expect(rebateMinor(200n, 1956, 1800)).toBe(15n); // 15.6 floored
    expect(rebateMinor(200n, 1800, 1800)).toBe(0n);
    expect(() => rebateMinor(200n, 1800, 1900)).toThrow(RangeError);
  });

  it('allows prize groups 1700–1980, never above the member’s own', () => {
    expect(betGroupProblem(1956, 1800)).toBeNull();
    expect(betGroupProblem(1956, 1956)).toBeNull();
    expect(betGroupProblem(1800, 1956)).toBe('prize_group_above_own');
    expect(betGroupProblem(1990, 1800)).toBe('prize_group_invalid');
    expect(betGroupProblem(1956, 1699)).toBe('prize_group_invalid');
    expect(betGroupProblem(1956, 1800.5)).toBe('prize_group_invalid');
    expect(() => prizeMinor({ group: 2000, outcomes: 10, covered: 1, unit: 'yuan', multiple: 1 })).toThrow(RangeError);
    expect(() => stakeMinor({ bets: 1, unit: 'yuan', multiple: 0 })).toThrow(RangeError);
  });
});

describe('bets with several hits, ZY and ELOTT', () => {
  it('floors once for the whole bet, not per hit', () => {
    // 1802 × 10 / (1000 × 3) = 6.00666… per 2 yuan = 600.666… minor: one hit floors to 600.00,
    // two hits to 1,201 (two separate floors would give 1,200).
    expect(hitsPrizeMinor(1802, [{ outcomes: 10, covered: 3, count: 1 }], 'yuan', 1)).toBe(600n);
    expect(hitsPrizeMinor(1802, [{ outcomes: 10, covered: 3, count: 2 }], 'yuan', 1)).toBe(1201n);
    const mixed = hitsPrizeMinor(
      1800,
      [
        { outcomes: 216, covered: 1, count: 1 },
        { outcomes: 216, covered: 27, count: 1 },
      ],
      'yuan',
      1,
    );
    expect(mixed).toBe(38_880n + 1_440n); // K3 sum 3 (388.80) + sum 10 (14.40)
  });
  it('matches prizeMinor for a single hit', () => {
    expect(hitsPrizeMinor(1950, [{ outcomes: 1000, covered: 1, count: 1 }], 'jiao', 3)).toBe(58_500n);
  });
  it('ZY pays the fair prize scaled by the ten-thousands digit', () => {
    const hit = [{ outcomes: 1000, covered: 1, count: 1 }];
    expect(zyPrizeMinor(hit, 'yuan', 1, 0)).toBe(200_000n); // 2000.00: 1000 × 2 yuan
    expect(zyPrizeMinor(hit, 'yuan', 1, 9)).toBe(180_000n);
    expect(zyPrizeMinor(hit, 'yuan', 1, 6)).toBe(150_000n);
  });
  it('ELOTT pays stake per bet × odds', () => {
    expect(elottWinMinor(200n, 1980, 1)).toBe(396n);
    expect(elottWinMinor(3n, 1980, 1)).toBe(5n); // 5.94 floored
  });
});
