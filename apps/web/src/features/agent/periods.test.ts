import { describe, expect, it } from 'vitest';
import { bucketOf, recentBuckets } from './periods';

// Thursday 26 November 2026, local time.
const thu = new Date(2026, 10, 26, 13, 5);

describe('bucketOf', () => {
  it('cuts a day, a Monday-first week, a half-month and a month', () => {
    expect(bucketOf('day', thu)).toEqual({ from: '2026-11-26', to: '2026-11-26', label: '11-26' });
    expect(bucketOf('week', thu)).toEqual({ from: '2026-11-23', to: '2026-11-29', label: '11-23' });
    expect(bucketOf('halfMonth', thu)).toEqual({ from: '2026-11-16', to: '2026-11-30', label: '11-16' });
    expect(bucketOf('halfMonth', new Date(2026, 1, 15))).toEqual({ from: '2026-02-01', to: '2026-02-15', label: '02-01' });
    expect(bucketOf('month', new Date(2028, 1, 20))).toEqual({ from: '2028-02-01', to: '2028-02-29', label: '2028-02' });
  });

  it('puts a Sunday in the week that started the Monday before', () => {
    expect(bucketOf('week', new Date(2026, 10, 29))).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(bucketOf('week', new Date(2026, 10, 30))).toMatchObject({ from: '2026-11-30', to: '2026-12-06' });
  });
});

describe('recentBuckets', () => {
  it('steps back across month and year ends, oldest first', () => {
    expect(recentBuckets('halfMonth', 4, new Date(2027, 0, 3)).map((b) => `${b.from}..${b.to}`)).toEqual([
      '2026-11-16..2026-11-30',
      '2026-12-01..2026-12-15',
      '2026-12-16..2026-12-31',
      '2027-01-01..2027-01-15',
    ]);
    expect(recentBuckets('month', 3, thu).map((b) => b.label)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(recentBuckets('day', 3, new Date(2027, 0, 1)).map((b) => b.from)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(recentBuckets('week', 2, thu).map((b) => b.from)).toEqual(['2026-11-16', '2026-11-23']);
  });
});
