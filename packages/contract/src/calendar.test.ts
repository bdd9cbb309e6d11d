import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isoWeekLabel,
  isTimeZone,
  localDay,
  localTime,
  periodAt,
  periodOfDay,
  startOfLocalDay,
  todayIn,
  zoneOffset,
} from './calendar.js';

const at = (iso: string) => new Date(iso);
const span = (p: { key: string; lastDay: string; from: Date; to: Date }) => ({
  key: p.key,
  lastDay: p.lastDay,
  from: p.from.toISOString(),
  to: p.to.toISOString(),
});

describe('the calendar in a zone without summer time (Asia/Ho_Chi_Minh, UTC+7)', () => {
  const HCM = 'Asia/Ho_Chi_Minh';
  // Monday 23 November 2026 starts at 2026-11-22T17:00:00Z.
  const midnight = at('2026-11-22T17:00:00.000Z');
  const before = at('2026-11-22T16:59:59.999Z');

  it('puts an instant exactly at local midnight in the new day, and a millisecond before in the old', () => {
    expect(localDay(midnight, HCM)).toBe('2026-11-23');
    expect(localDay(before, HCM)).toBe('2026-11-22');
    expect(todayIn(HCM, midnight)).toBe('2026-11-23');
    expect(localTime(midnight, HCM)).toBe('00:00:00');
    expect(startOfLocalDay('2026-11-23', HCM).toISOString()).toBe(midnight.toISOString());
  });

  it('cuts a day, a week from Monday, a half-month and a month', () => {
    expect(span(periodAt('day', midnight, HCM))).toEqual({
      key: '2026-11-23',
      lastDay: '2026-11-23',
      from: '2026-11-22T17:00:00.000Z',
      to: '2026-11-23T17:00:00.000Z',
    });
    expect(span(periodAt('week', midnight, HCM))).toEqual({
      key: '2026-11-23',
      lastDay: '2026-11-29',
      from: '2026-11-22T17:00:00.000Z',
      to: '2026-11-29T17:00:00.000Z',
    });
    // Sunday 22 November 23:59:59.999 local is the week before.
    expect(periodAt('week', before, HCM).key).toBe('2026-11-16');
    expect(span(periodAt('halfMonth', midnight, HCM))).toEqual({
      key: '2026-11-16',
      lastDay: '2026-11-30',
      from: '2026-11-15T17:00:00.000Z',
      to: '2026-11-30T17:00:00.000Z',
    });
    expect(span(periodAt('month', midnight, HCM))).toEqual({
      key: '2026-11-01',
      lastDay: '2026-11-30',
      from: '2026-10-31T17:00:00.000Z',
      to: '2026-11-30T17:00:00.000Z',
    });
  });

  it('turns half-months and months at local midnight of the 16th and the 1st', () => {
    expect(periodAt('halfMonth', at('2026-11-15T16:59:59.999Z'), HCM).key).toBe('2026-11-01');
    expect(periodAt('halfMonth', at('2026-11-15T17:00:00.000Z'), HCM).key).toBe('2026-11-16');
    expect(periodAt('month', at('2026-11-30T16:59:59.999Z'), HCM).key).toBe('2026-11-01');
    expect(periodAt('month', at('2026-11-30T17:00:00.000Z'), HCM).key).toBe('2026-12-01');
    // In UTC both instants are still 30 November: the zone decides.
    expect(periodAt('month', at('2026-11-30T17:00:00.000Z'), 'UTC').key).toBe('2026-11-01');
  });

  it('counts periods back across month and year ends', () => {
    const jan = at('2027-01-05T03:00:00Z');
    expect(periodAt('week', jan, HCM, 1)).toMatchObject({ key: '2026-12-28', lastDay: '2027-01-03' });
    expect(periodAt('halfMonth', jan, HCM, 1)).toMatchObject({ key: '2026-12-16', lastDay: '2026-12-31' });
    expect(periodAt('halfMonth', jan, HCM, 2)).toMatchObject({ key: '2026-12-01', lastDay: '2026-12-15' });
    expect(periodAt('month', jan, HCM, 1)).toMatchObject({ key: '2026-12-01', lastDay: '2026-12-31' });
    expect(periodOfDay('month', '2028-02-20', HCM)).toMatchObject({ key: '2028-02-01', lastDay: '2028-02-29' });
    expect(periodOfDay('halfMonth', '2027-02-20', HCM)).toMatchObject({ key: '2027-02-16', lastDay: '2027-02-28' });
  });
});

describe('the calendar in Asia/Manila (UTC+8)', () => {
  it('cuts the week at Monday local midnight, Sunday 16:00 UTC', () => {
    const p = periodAt('week', at('2026-11-26T05:00:00Z'), 'Asia/Manila');
    expect(span(p)).toEqual({
      key: '2026-11-23',
      lastDay: '2026-11-29',
      from: '2026-11-22T16:00:00.000Z',
      to: '2026-11-29T16:00:00.000Z',
    });
    expect(zoneOffset(p.from, 'Asia/Manila')).toBe('+08:00');
  });
});

describe('the calendar in zones with summer time', () => {
  it('gives Europe/London a 23-hour day in spring and a 25-hour day in autumn', () => {
    const spring = periodOfDay('day', '2026-03-29', 'Europe/London');
    expect([spring.from.toISOString(), spring.to.toISOString()]).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ]);
    const autumn = periodOfDay('day', '2026-10-25', 'Europe/London');
    expect([autumn.from.toISOString(), autumn.to.toISOString()]).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-26T00:00:00.000Z',
    ]);
    // The week and the month the change falls in run from one local midnight to the next.
    expect(span(periodAt('week', at('2026-03-29T12:00:00Z'), 'Europe/London'))).toEqual({
      key: '2026-03-23',
      lastDay: '2026-03-29',
      from: '2026-03-23T00:00:00.000Z',
      to: '2026-03-29T23:00:00.000Z',
    });
    expect(span(periodAt('month', at('2026-03-31T23:00:00Z'), 'Europe/London'))).toMatchObject({
      key: '2026-04-01',
      from: '2026-03-31T23:00:00.000Z',
    });
    expect(periodAt('month', at('2026-03-31T22:59:59.999Z'), 'Europe/London').key).toBe('2026-03-01');
    expect(zoneOffset(at('2026-07-01T00:00:00Z'), 'Europe/London')).toBe('+01:00');
  });

  it('cuts America/New_York days at local midnight on either side of the change', () => {
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(localDay(at('2026-03-09T03:59:59.999Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDay(at('2026-03-09T04:00:00.000Z'), 'America/New_York')).toBe('2026-03-09');
    expect(span(periodAt('halfMonth', at('2026-11-16T04:59:59.999Z'), 'America/New_York'))).toEqual({
      key: '2026-11-01',
      lastDay: '2026-11-15',
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-16T05:00:00.000Z',
    });
  });

  it('starts a day whose midnight the clocks skip at the moment they jump (America/Santiago)', () => {
    // 2026-09-06 00:00 does not exist in Santiago: 23:59:59 of the 5th is followed by 01:00 of the 6th.
    const start = startOfLocalDay('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDay(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
    expect(localTime(start, 'America/Santiago')).toBe('01:00:00');
  });
});

describe('days and zones', () => {
  it('steps over days, months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('names ISO weeks by the year of their Thursday', () => {
    expect(isoWeekLabel('2026-11-26')).toBe('2026-W48');
    expect(isoWeekLabel('2027-01-03')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
  });

  it('knows IANA zones and refuses anything else', () => {
    for (const z of ['Asia/Manila', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5']) expect(isTimeZone(z), z).toBe(true);
    for (const z of ['Mars/Olympus_Mons', '+05:00', '', 'Asia/Manila ', 'x'.repeat(65)]) expect(isTimeZone(z), z).toBe(false);
  });
});
