import { describe, expect, it } from 'vitest';
import { dayIn, defaultRange } from './dates';

// 00:19 in Manila on the 27th is still the 26th in UTC and São Paulo.
const at = new Date('2026-11-26T16:19:30Z');

describe('report days in a zone', () => {
  it("takes today in the given zone, not the browser's", () => {
    expect(dayIn(at, 'Asia/Manila')).toBe('2026-11-27');
    expect(dayIn(at, 'America/Sao_Paulo')).toBe('2026-11-26');
    expect(defaultRange(at, 'Asia/Manila')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });

  it('crosses month and year ends', () => {
    expect(defaultRange(new Date('2027-01-03T12:00:00Z'), 'UTC')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it("falls back to the browser's day for none or an unknown zone", () => {
    expect(dayIn(at, 'Not/AZone')).toBe(dayIn(at));
    expect(defaultRange(at, 'Not/AZone')).toEqual(defaultRange(at));
  });
});
