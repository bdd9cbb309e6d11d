import { describe, expect, it } from 'vitest';
import { combineCapacity, compactMinor } from './capacity';

describe('remaining capacity per number', () => {
  it('limit − used, the least over the chosen sources; closed when suspended anywhere or full', () => {
    const read = combineCapacity([
      { limit: '100000', used: { '07': '25000', '13': '100000' }, closed: ['44'], halfPay: ['27'] },
      { limit: '80000', used: { '07': '10000' }, closed: [], halfPay: [] },
    ]);
    expect(read('07')).toEqual({ remaining: 70_000n, closed: false, halfPay: false });
    expect(read('08')).toEqual({ remaining: 80_000n, closed: false, halfPay: false });
    expect(read('13')).toEqual({ remaining: 0n, closed: true, halfPay: false });
    expect(read('44').closed).toBe(true);
    expect(read('27').halfPay).toBe(true);
  });

  it('no limit: nothing remaining to show, yet suspended numbers stay closed', () => {
    const read = combineCapacity([{ limit: null, used: { '07': '500' }, closed: ['09'], halfPay: [] }]);
    expect(read('07')).toEqual({ remaining: null, closed: false, halfPay: false });
    expect(read('09').closed).toBe(true);
    expect(combineCapacity([])('00')).toEqual({ remaining: null, closed: false, halfPay: false });
  });

  it('amounts short enough for a cell', () => {
    expect(compactMinor(95_000n)).toBe('950');
    expect(compactMinor(950_000n)).toBe('9.5k');
    expect(compactMinor(1_200_000n)).toBe('12k');
    expect(compactMinor(123_456_789n)).toBe('1.2M');
    expect(compactMinor(0n)).toBe('0');
  });
});
