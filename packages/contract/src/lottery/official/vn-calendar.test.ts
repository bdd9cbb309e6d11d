import { describe, expect, it } from 'vitest';
import { checkVnCalendar, stationsProblem, VN_CALENDAR, vnDrawsBetween, vnStationsOn, type VnCalendar } from './vn-calendar.js';
import { VN_STATIONS } from './vn-stations.js';

const at = (iso: string) => Date.parse(iso);
const day = (date: string) => [at(`${date}T00:00:00+07:00`), at(`${date}T24:00:00+07:00`)] as const;

describe('VN calendar', () => {
  it('is a valid calendar of known stations, each station in its region', () => {
    expect(checkVnCalendar(VN_CALENDAR).ok).toBe(true);
    const used = new Set([...VN_CALENDAR.weekdays.MN.flat(), ...VN_CALENDAR.weekdays.MT.flat()]);
    expect([...used].sort()).toEqual(Object.keys(VN_STATIONS).sort());
  });

  it('lists the stations of Friday 1 December 2023 as they drew', () => {
    expect(vnStationsOn(VN_CALENDAR, 'MN', '2023-12-01')).toEqual(['VL', 'BD', 'TV']);
    expect(vnStationsOn(VN_CALENDAR, 'MT', '2023-12-01')).toEqual(['GL', 'NT']);
    expect(vnStationsOn(VN_CALENDAR, 'MB', '2023-12-01')).toEqual(['MB']);
    expect(vnStationsOn(VN_CALENDAR, 'MN', '2023-12-02')).toEqual(['HCM', 'LA', 'BP', 'HG']);
  });

  it('times the draws 16:15 MN, 17:15 MT, 18:15 MB (UTC+7) and numbers them by their day', () => {
    const [from, to] = day('2023-12-01');
    expect(vnDrawsBetween(VN_CALENDAR, 'MN', from, to).map((d) => [d.station, new Date(d.drawAt).toISOString()])).toEqual([
      ['VL', '2023-12-01T09:15:00.000Z'],
      ['BD', '2023-12-01T09:15:00.000Z'],
      ['TV', '2023-12-01T09:15:00.000Z'],
    ]);
    expect(vnDrawsBetween(VN_CALENDAR, 'MT', from, to).map((d) => [d.drawNo, d.station])).toEqual([
      ['20231201', 'GL'],
      ['20231201', 'NT'],
    ]);
    expect(vnDrawsBetween(VN_CALENDAR, 'MB', from, to)).toEqual([
      { drawNo: '20231201', date: '2023-12-01', station: 'MB', drawAt: at('2023-12-01T11:15:00Z') },
    ]);
  });

  it('includes from and excludes to', () => {
    const drawAt = at('2023-12-01T11:15:00Z');
    expect(vnDrawsBetween(VN_CALENDAR, 'MB', drawAt, drawAt + 1)).toHaveLength(1);
    expect(vnDrawsBetween(VN_CALENDAR, 'MB', drawAt + 1, drawAt + 7 * 86_400_000)).toHaveLength(6);
  });

  it('holiday exceptions replace a day: none at Tết, a changed list elsewhere', () => {
    const cal: VnCalendar = {
      ...VN_CALENDAR,
      exceptions: [
        { date: '2026-02-17', region: 'MB', stations: [] },
        { date: '2026-02-17', region: 'MN', stations: [] },
        { date: '2026-02-20', region: 'MN', stations: ['VL', 'BD'] },
      ],
    };
    expect(vnDrawsBetween(cal, 'MB', ...day('2026-02-17'))).toEqual([]);
    expect(vnDrawsBetween(cal, 'MN', ...day('2026-02-17'))).toEqual([]);
    expect(vnDrawsBetween(cal, 'MT', ...day('2026-02-17')).map((d) => d.station)).toEqual(['DLK', 'QNM']);
    expect(vnStationsOn(cal, 'MN', '2026-02-20')).toEqual(['VL', 'BD']);
    expect(checkVnCalendar(cal).ok).toBe(true);
  });

  it('refuses a merchant calendar with an unknown or misplaced station, a repeat, or a bad date', () => {
    const mnFriday = [...VN_CALENDAR.weekdays.MN];
    mnFriday[5] = ['VL', 'GL', 'VL'];
    const r = checkVnCalendar({
      weekdays: { ...VN_CALENDAR.weekdays, MN: mnFriday },
      exceptions: [{ date: '2026-02-30', region: 'MB', stations: [] }],
    });
    expect(r.ok ? [] : r.problems).toEqual(['exceptions[0].date: expected a date yyyy-MM-dd']);
    const r2 = checkVnCalendar({ ...VN_CALENDAR, weekdays: { ...VN_CALENDAR.weekdays, MN: mnFriday } });
    expect(r2.ok ? [] : r2.problems).toEqual([
      'weekdays.MN[5]: a station is listed twice',
      'weekdays.MN[5]: GL is not a station of MN',
    ]);
  });
});

describe('stations of a ticket', () => {
  it('are distinct stations of the region drawing that day', () => {
    expect(stationsProblem(VN_CALENDAR, 'MN', '2023-12-01', ['VL', 'BD'])).toBeNull();
    expect(stationsProblem(VN_CALENDAR, 'MN', '2023-12-01', [])).toBe('stations_empty');
    expect(stationsProblem(VN_CALENDAR, 'MN', '2023-12-01', ['VL', 'VL'])).toBe('station_repeated');
    expect(stationsProblem(VN_CALENDAR, 'MN', '2023-12-01', ['VL', 'HCM'])).toBe('station_not_drawing');
    expect(stationsProblem(VN_CALENDAR, 'MN', '2023-12-01', ['GL'])).toBe('station_not_drawing');
  });
});
