import { describe, expect, it } from 'vitest';
import { amountToMinor, formatRate, percentToBp, tierColumns, tierRows, tiersFromRows } from './tiers';

const money = (m: string) => `₱${m}`;

describe('tiers', () => {
  it('formats basis points as percents with 2 decimals', () => {
    expect(formatRate(150)).toBe('1.50%');
    expect(formatRate(5)).toBe('0.05%');
    expect(formatRate(2000)).toBe('20.00%');
  });

  it('lays out dividend, salary and real-time tiers as rows of cells', () => {
    expect(
      tierRows('dividend', [{ minimumBet: '100000', netLoss: '50000', activeMember: 3, contractRate: 1000 }], money),
    ).toEqual([
      [
        { key: 'minimumBet', value: '₱100000' },
        { key: 'netLoss', value: '₱50000' },
        { key: 'activeMember', value: '3' },
        { key: 'contractRate', value: '10.00%' },
      ],
    ]);
    expect(
      tierRows(
        'dailySalary',
        [
          { betVolume: '1000000', activeMember: 5, rateType: 'P', rate: 50 },
          { betVolume: '5000000', activeMember: 10, rateType: 'F', rate: '20000' },
        ],
        money,
      ).map((r) => r.map((c) => c.value)),
    ).toEqual([
      ['₱1000000', '5', '0.50%'],
      ['₱5000000', '10', '₱20000'],
    ]);
    expect(tierRows('realtimeSalary', [{ profitRate: 30, lossRate: 120, minimumSingleBet: '1000' }], money)).toEqual([
      [
        { key: 'profitRate', value: '0.30%' },
        { key: 'lossRate', value: '1.20%' },
        { key: 'minimumSingleBet', value: '₱1000' },
      ],
    ]);
    expect(tierColumns('hourlySalary')).toEqual(['betVolume', 'activeMember', 'rate']);
  });

  it('reads the offer form inputs back into wire units', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('12.05')).toBe(1205);
    expect(percentToBp('1.234')).toBeNull();
    expect(percentToBp('abc')).toBeNull();
    expect(amountToMinor('1,000.5')).toBe('100050');
    expect(amountToMinor('7')).toBe('700');
    expect(amountToMinor('-1')).toBeNull();
    expect(tiersFromRows('dailySalary', [{ betVolume: '10,000', activeMember: '5', rate: '0.5' }], 'P')).toEqual([
      { betVolume: '1000000', activeMember: 5, rate: 50, rateType: 'P' },
    ]);
    expect(tiersFromRows('hourlySalary', [{ betVolume: '100', activeMember: '1', rate: '20' }], 'F')).toEqual([
      { betVolume: '10000', activeMember: 1, rate: '2000', rateType: 'F' },
    ]);
    expect(tiersFromRows('dividend', [{ minimumBet: '1', netLoss: 'x', activeMember: '1', contractRate: '1' }], 'P')).toBe(
      'agent_err_tier_value',
    );
  });
});
