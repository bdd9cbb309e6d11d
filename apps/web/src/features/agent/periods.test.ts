import { describe, expect, it } from 'vitest';
import { periodLabel } from './periods';

describe('periodLabel', () => {
  it('names days, weeks and half-months by month-day, months by year-month', () => {
    expect(periodLabel('day', '2026-11-26')).toBe('11-26');
    expect(periodLabel('halfMonth', '2026-11-16')).toBe('11-16');
    expect(periodLabel('month', '2026-11-01')).toBe('2026-11');
  });
});
