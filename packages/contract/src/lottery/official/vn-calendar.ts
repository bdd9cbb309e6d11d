/**
 * When the Vietnamese official draws happen (UTC+7): MB every day at 18:15, MT at 17:15 and MN
 * at 16:15 at each station the weekday calendar lists. Holiday exceptions (Tết, when all
 * regions stop for a few days) replace a day's stations: an empty list means no draw, for MB too.
 * A draw is numbered by its day, "yyyyMMdd", and drawn by its station (MB for the North):
 * the server keeps one draw, and one result, per day and station.
 */
import { z } from 'zod';
import { dateOf, dayOf, drawNoOf, instantOf, localDay, weekdayOf } from './calendar.js';
import { checkResult, type Checked } from './shape.js';
import { VN_REGIONS, type VnRegion } from './vn-result.js';
import { VN_STATIONS, VN_WEEKDAY_STATIONS } from './vn-stations.js';

export const VN_UTC_OFFSET_MINUTES = 420;
const VN_DRAW_MINUTE: Readonly<Record<VnRegion, number>> = { MB: 18 * 60 + 15, MT: 17 * 60 + 15, MN: 16 * 60 + 15 };
/** MB's one result a day, as a station code. */
export const MB_STATION = 'MB';

const isoDate = z.string().refine((d) => dayOf(d) !== null, { error: 'expected a date yyyy-MM-dd' });
const codes = z.array(z.string().regex(/^[A-Z]{2,4}$/, { error: 'expected a station code' }));

/** The merchant's calendar: stations per weekday (Sunday first) and holiday exceptions. */
export const vnCalendar = z.strictObject({
  weekdays: z.strictObject({ MN: z.array(codes).length(7), MT: z.array(codes).length(7) }),
  exceptions: z.array(z.strictObject({ date: isoDate, region: z.enum(VN_REGIONS), stations: codes })),
});
export type VnCalendar = z.infer<typeof vnCalendar>;

/** The calendar the server seeds: today's weekday stations, no exceptions yet. */
export const VN_CALENDAR: VnCalendar = {
  weekdays: { MN: VN_WEEKDAY_STATIONS.MN.map((d) => [...d]), MT: VN_WEEKDAY_STATIONS.MT.map((d) => [...d]) },
  exceptions: [],
};

/** A calendar as the merchant sends it: shape, known stations of the right region, no repeats. */
export function checkVnCalendar(input: unknown): Checked<VnCalendar> {
  const c = checkResult(vnCalendar, input);
  if (!c.ok) return c;
  const problems: string[] = [];
  const lists = [
    ...(['MN', 'MT'] as const).flatMap((region) =>
      c.value.weekdays[region].map((stations, w) => ({ where: `weekdays.${region}[${w}]`, region, stations })),
    ),
    ...c.value.exceptions.map((e, i) => ({ where: `exceptions[${i}]`, region: e.region, stations: e.stations })),
  ];
  for (const { where, region, stations } of lists) {
    if (new Set(stations).size !== stations.length) problems.push(`${where}: a station is listed twice`);
    for (const s of stations) {
      const known = region === 'MB' ? s === MB_STATION : VN_STATIONS[s]?.region === region;
      if (!known) problems.push(`${where}: ${s} is not a station of ${region}`);
    }
  }
  return problems.length ? { ok: false, problems } : c;
}

/** The stations drawing in `region` on local `date` (MB: ["MB"] unless an exception stops it). */
export function vnStationsOn(cal: VnCalendar, region: VnRegion, date: string): readonly string[] {
  const exception = cal.exceptions.find((e) => e.date === date && e.region === region);
  if (exception) return exception.stations;
  if (region === 'MB') return [MB_STATION];
  const day = dayOf(date);
  if (day === null) throw new RangeError(`not a date: ${date}`);
  return cal.weekdays[region][weekdayOf(day)] ?? [];
}

export interface VnDraw {
  readonly drawNo: string;
  readonly date: string;
  readonly station: string;
  readonly drawAt: number;
}

/** The draws of `region` whose time falls in [fromMs, toMs), by time then calendar order. */
export function vnDrawsBetween(cal: VnCalendar, region: VnRegion, fromMs: number, toMs: number): VnDraw[] {
  const out: VnDraw[] = [];
  const last = localDay(toMs, VN_UTC_OFFSET_MINUTES);
  for (let day = localDay(fromMs, VN_UTC_OFFSET_MINUTES); day <= last; day++) {
    const drawAt = instantOf(day, VN_DRAW_MINUTE[region], VN_UTC_OFFSET_MINUTES);
    if (drawAt < fromMs || drawAt >= toMs) continue;
    const date = dateOf(day);
    for (const station of vnStationsOn(cal, region, date)) out.push({ drawNo: drawNoOf(date), date, station, drawAt });
  }
  return out;
}

/**
 * Why a ticket may not cover these stations on `date`, or null: a ticket covers one or more
 * distinct stations of one region, each drawing that day (a win is judged per station).
 */
export function stationsProblem(
  cal: VnCalendar,
  region: VnRegion,
  date: string,
  stations: readonly string[],
): 'stations_empty' | 'station_repeated' | 'station_not_drawing' | null {
  if (stations.length === 0) return 'stations_empty';
  if (new Set(stations).size !== stations.length) return 'station_repeated';
  const drawing = vnStationsOn(cal, region, date);
  return stations.every((s) => drawing.includes(s)) ? null : 'station_not_drawing';
}
