import { describe, expect, it } from 'vitest';
import { assertCalendar, dayOf, drawsBetween, type DrawCalendar } from './calendar.js';
import { FOUR_D_CALENDARS, LAO_CALENDAR, THAI_CALENDAR } from './sea-calendar.js';

const at = (iso: string) => Date.parse(iso);
const dates = (c: DrawCalendar, from: string, to: string) => drawsBetween(c, at(from), at(to)).map((d) => d.date);

describe('Thai calendar', () => {
  it('draws on the 1st and 16th with the yearly moves (dates as drawn in 2020–2021)', () => {
    expect(dates(THAI_CALENDAR, '2020-12-01T00:00:00Z', '2021-03-02T00:00:00Z')).toEqual([
      '2020-12-01',
      '2020-12-16',
      '2020-12-30', // the 1 January draw
      '2021-01-17', // the 16 January draw (Teachers' Day)
      '2021-02-01',
      '2021-02-16',
      '2021-03-01',
    ]);
    expect(dates(THAI_CALENDAR, '2024-04-20T00:00:00Z', '2024-05-20T00:00:00Z')).toEqual(['2024-05-02', '2024-05-16']);
  });

  it('numbers a draw by its day and times it at 14:30 Bangkok', () => {
    expect(drawsBetween(THAI_CALENDAR, at('2021-03-01T00:00:00Z'), at('2021-03-02T00:00:00Z'))).toEqual([
      { drawNo: '20210301', date: '2021-03-01', drawAt: at('2021-03-01T07:30:00Z') },
    ]);
  });

  it('applies one-off moves and cancellations over the yearly ones', () => {
    const c: DrawCalendar = { ...THAI_CALENDAR, moves: { '2025-06-01': '2025-06-02', '2025-01-16': null } };
    expect(dates(c, '2025-01-10T00:00:00Z', '2025-01-20T00:00:00Z')).toEqual([]);
    expect(dates(c, '2025-05-25T00:00:00Z', '2025-06-10T00:00:00Z')).toEqual(['2025-06-02']);
  });

  it('includes from and excludes to', () => {
    const drawAt = at('2021-03-01T07:30:00Z');
    expect(drawsBetween(THAI_CALENDAR, drawAt, drawAt + 1)).toHaveLength(1);
    expect(drawsBetween(THAI_CALENDAR, drawAt - 1, drawAt)).toHaveLength(0);
  });
});

describe('Lao and 4D calendars', () => {
  it('Lao: Monday, Wednesday, Friday at 20:30 (UTC+7)', () => {
    const draws = drawsBetween(LAO_CALENDAR, at('2026-01-12T00:00:00+07:00'), at('2026-01-19T00:00:00+07:00'));
    expect(draws.map((d) => [d.drawNo, new Date(d.drawAt).toISOString()])).toEqual([
      ['20260112', '2026-01-12T13:30:00.000Z'],
      ['20260114', '2026-01-14T13:30:00.000Z'],
      ['20260116', '2026-01-16T13:30:00.000Z'],
    ]);
  });

  it('Malaysia 19:00 and Singapore 18:30 (UTC+8) on Wednesday, Saturday, Sunday, plus extra dates', () => {
    const week = (c: DrawCalendar) =>
      drawsBetween(c, at('2026-01-12T00:00:00+08:00'), at('2026-01-19T00:00:00+08:00')).map((d) =>
        new Date(d.drawAt).toISOString(),
      );
    expect(week(FOUR_D_CALENDARS.MAGNUM)).toEqual([
      '2026-01-14T11:00:00.000Z',
      '2026-01-17T11:00:00.000Z',
      '2026-01-18T11:00:00.000Z',
    ]);
    expect(week(FOUR_D_CALENDARS.SG)).toEqual([
      '2026-01-14T10:30:00.000Z',
      '2026-01-17T10:30:00.000Z',
      '2026-01-18T10:30:00.000Z',
    ]);
    expect(week({ ...FOUR_D_CALENDARS.TOTO, extra: ['2026-01-13'] })).toHaveLength(4);
  });

  it('a draw late in the local day belongs to that local day', () => {
    const c: DrawCalendar = { utcOffsetMinutes: 480, drawMinute: 23 * 60 + 30, weekdays: [3] };
    expect(drawsBetween(c, at('2026-01-14T00:00:00Z'), at('2026-01-15T00:00:00Z'))).toEqual([
      { drawNo: '20260114', date: '2026-01-14', drawAt: at('2026-01-14T15:30:00Z') },
    ]);
  });
});

describe('calendar rules', () => {
  it('reads real dates only', () => {
    expect(dayOf('2024-02-29')).not.toBeNull();
    expect(dayOf('2025-02-29')).toBeNull();
    expect(dayOf('2025-2-01')).toBeNull();
  });

  it('refuses a calendar no lottery may have', () => {
    expect(() => assertCalendar({ utcOffsetMinutes: 420, drawMinute: 1440, weekdays: [1] })).toThrow(RangeError);
    expect(() => assertCalendar({ utcOffsetMinutes: 420, drawMinute: 0, weekdays: [7] })).toThrow(RangeError);
    expect(() => assertCalendar({ utcOffsetMinutes: 420, drawMinute: 0, moves: { '2025-01-01': '2025-03-01' } })).toThrow(
      RangeError,
    );
    expect(() => assertCalendar(THAI_CALENDAR)).not.toThrow();
  });
});
