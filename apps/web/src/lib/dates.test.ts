import { afterEach, describe, expect, it } from 'vitest';
import { dayIn, defaultRange, formatDay, formatInstant, setSiteTimeZone, siteTimeZone } from './dates';

// 00:19 in Manila on the 27th is still the 26th in UTC and São Paulo.
const at = new Date('2026-11-26T16:19:30Z');

afterEach(() => setSiteTimeZone(undefined));

describe('report days in a zone', () => {
  it("takes today in the given zone, not the browser's", () => {
    expect(dayIn(at, 'Asia/Manila')).toBe('2026-11-27');
    expect(dayIn(at, 'America/Sao_Paulo')).toBe('2026-11-26');
    expect(defaultRange(at, 'Asia/Manila')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });

  it('crosses month and year ends', () => {
    expect(defaultRange(new Date('2027-01-03T12:00:00Z'), 'UTC')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it("falls back to the site's zone (the browser's until the merchant's is set) for none or an unknown zone", () => {
    expect(dayIn(at, 'Not/AZone')).toBe(dayIn(at));
    expect(defaultRange(at, 'Not/AZone')).toEqual(defaultRange(at));
  });
});

describe("the merchant's zone, once set, for every date the site shows and sends", () => {
  it('shows instants and days, and takes the default range, in it', () => {
    setSiteTimeZone('Asia/Manila');
    expect(siteTimeZone()).toBe('Asia/Manila');
    expect(formatInstant(at)).toBe('2026-11-27 00:19:30');
    expect(formatDay(at.toISOString())).toBe('2026-11-27');
    expect(defaultRange(at)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    setSiteTimeZone('America/Sao_Paulo');
    expect(formatInstant(at)).toBe('2026-11-26 13:19:30');
  });

  it('ignores a zone the browser does not know, and an unreadable stamp shows as nothing', () => {
    setSiteTimeZone('Not/AZone');
    expect(siteTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    expect(formatInstant('not a date')).toBe('');
  });
});
