import { describe, expect, it } from 'vitest';
import { bucketOf, periodLabel } from './periods';

// Thursday 26 November 2026, local time.
const thu = new Date(2026, 10, 26, 13, 5);

describe('bucketOf', () => {
  it('cuts a day, a Monday-first week, a half-month and a month', () => {
    expect(bucketOf('day', thu)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(bucketOf('week', thu)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(bucketOf('halfMonth', thu)).toEqual({ from: '2026-11-16', to: '2026-11-30' });
    expect(bucketOf('halfMonth', new Date(2026, 1, 15))).toEqual({ from: '2026-02-01', to: '2026-02-15' });
    expect(bucketOf('month', new Date(2028, 1, 20))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('puts a Sunday in the week that started the Monday before, across a month end', () => {
    expect(bucketOf('week', new Date(2026, 10, 29))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(bucketOf('week', new Date(2027, 0, 2))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe('periodLabel', () => {
  it('names days, weeks and half-months by month-day, months by year-month', () => {
    expect(periodLabel('day', '2026-11-26')).toBe('11-26');
    expect(periodLabel('halfMonth', '2026-11-16')).toBe('11-16');
    expect(periodLabel('month', '2026-11-01')).toBe('2026-11');
  });
});
