/**
 * One calendar: a merchant's days, weeks, half-months and months, cut in its time zone (an IANA
 * name: merchants.time_zone on the server, the whitelabel's `timeZone` on the web). Pure functions
 * over Intl, so a day of a zone with summer time is 23 or 25 hours long where the clocks change
 * (no fixed offsets). Weeks start on Monday (ISO 8601, as PostgreSQL's date_trunc('week') and
 * isodow count them); half-months are the 1st–15th and the 16th–end. A day is yyyy-MM-dd; a
 * period's label (its key) is its first day. The server's SQL that cuts periods uses the twins
 * in apps/server/src/lib/calendar-sql.ts, which a test holds to these.
 */

export const CALENDAR_PERIODS = ['day', 'week', 'halfMonth', 'month'] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];

/** The first day of a week: Monday (ISO 8601). */
export const WEEK_STARTS_ON = 'Monday';

/** A merchant's zone until one is set: the one the agent and responsible-gaming settings defaulted to. */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

/** The calendar period of each one-letter period type (PERIOD_TYPES: records, contracts). */
export const PERIOD_OF_CODE = { D: 'day', W: 'week', H: 'halfMonth', M: 'month' } as const satisfies Record<
  string,
  CalendarPeriod
>;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
const MAX_FORMATS = 512;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter (made once per zone; throws RangeError for a zone Intl does not know). */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(timeZone, f);
  }
  return f;
}

/** What a clock in the zone reads at `at` (ms), as the ms of the UTC instant with the same reading. */
function wallMs(at: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) + (at - Math.floor(at / 1000) * 1000);
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `s` is a calendar day, yyyy-MM-dd (years 1900–2999; no 2026-02-30). */
export function isDay(s: string): boolean {
  const ms = dayMs(s);
  return /^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(s) && Number.isFinite(ms) && dayOf(ms) === s;
}

/** Whether `name` is a time zone this calendar (Intl) knows, such as "Asia/Manila" or "UTC". */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !ZONE_NAME.test(name)) return false;
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

/** The local day (yyyy-MM-dd) of an instant in the zone. */
export const localDay = (at: Date, timeZone: string): string => dayOf(wallMs(at.getTime(), timeZone));

/** Today in the zone (yyyy-MM-dd). */
export const todayIn = (timeZone: string, now: Date = new Date()): string => localDay(now, timeZone);

/** The local time of day of an instant in the zone, HH:mm:ss. */
export const localTime = (at: Date, timeZone: string): string =>
  new Date(wallMs(at.getTime(), timeZone)).toISOString().slice(11, 19);

/** The zone's offset from UTC at an instant, as "+08:00" / "-03:00". */
export function zoneOffset(at: Date, timeZone: string): string {
  const minutes = Math.round((wallMs(at.getTime(), timeZone) - at.getTime()) / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The day `n` days after `day` (before, for a negative n). */
export const addDays = (day: string, n: number): string => dayOf(dayMs(day) + n * DAY_MS);

/** How many days from `from` to `to` (0 for the same day; negative when `to` is earlier). */
export const daysFrom = (from: string, to: string): number => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The days from `fromDay` up to, not including, `endDay`. */
export function daysBetween(fromDay: string, endDay: string): string[] {
  const out: string[] = [];
  for (let d = fromDay; d < endDay; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The instant a local day starts in the zone: its midnight, the earlier one if the clocks went
 * back over it, or the moment the clocks jumped over it (the day's first instant) if none.
 */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const wall = dayMs(day);
  let first = Infinity;
  for (const probe of [-2 * DAY_MS, -DAY_MS, -12 * HOUR_MS, 0, 12 * HOUR_MS, DAY_MS]) {
    const t = wall - (wallMs(wall + probe, timeZone) - (wall + probe));
    if (t < first && wallMs(t, timeZone) === wall) first = t;
  }
  if (first !== Infinity) return new Date(first);
  // No midnight: the first instant whose clock reads the day (offsets lie within ±15 hours).
  let [lo, hi] = [wall - 15 * HOUR_MS, wall + 15 * HOUR_MS];
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (wallMs(mid, timeZone) >= wall) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/**
 * The local days of the period of `kind` that holds `day` ([firstDay, endDay), endDay the day
 * after its last); `offset` periods before it (1 = the one before).
 */
export function periodDays(kind: CalendarPeriod, day: string, offset = 0): { firstDay: string; endDay: string } {
  const d = new Date(dayMs(day));
  const [y, m, dom] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  switch (kind) {
    case 'day': {
      const firstDay = addDays(day, -offset);
      return { firstDay, endDay: addDays(firstDay, 1) };
    }
    case 'week': {
      const firstDay = addDays(day, -((d.getUTCDay() + 6) % 7) - 7 * offset);
      return { firstDay, endDay: addDays(firstDay, 7) };
    }
    case 'month':
      return { firstDay: dayOf(Date.UTC(y, m - offset, 1)), endDay: dayOf(Date.UTC(y, m - offset + 1, 1)) };
    case 'halfMonth': {
      const half = (y * 12 + m) * 2 + (dom >= 16 ? 1 : 0) - offset;
      const [yy, mm] = [Math.floor(half / 24), Math.floor(half / 2) % 12];
      return half % 2 === 1
        ? { firstDay: dayOf(Date.UTC(yy, mm, 16)), endDay: dayOf(Date.UTC(yy, mm + 1, 1)) }
        : { firstDay: dayOf(Date.UTC(yy, mm, 1)), endDay: dayOf(Date.UTC(yy, mm, 16)) };
    }
  }
}

/** A period of the calendar in a zone. */
export interface LocalPeriod {
  kind: CalendarPeriod;
  /** Its label: its first local day (yyyy-MM-dd). */
  key: string;
  /** Its last local day (inclusive). */
  lastDay: string;
  /** The day after its last. */
  endDay: string;
  /** [from, to): the instants its first day and the day after its last start. */
  from: Date;
  to: Date;
}

/** The period of `kind` holding the local day `day` in the zone, or `offset` periods before it. */
export function periodOfDay(kind: CalendarPeriod, day: string, timeZone: string, offset = 0): LocalPeriod {
  const { firstDay, endDay } = periodDays(kind, day, offset);
  return {
    kind,
    key: firstDay,
    lastDay: addDays(endDay, -1),
    endDay,
    from: startOfLocalDay(firstDay, timeZone),
    to: startOfLocalDay(endDay, timeZone),
  };
}

/** The period of `kind` an instant falls in, in the zone, or `offset` periods before it (1: the last closed one). */
export const periodAt = (kind: CalendarPeriod, at: Date, timeZone: string, offset = 0): LocalPeriod =>
  periodOfDay(kind, localDay(at, timeZone), timeZone, offset);

/** The ISO week of a day, as "2026-W48" (its year is the year of the week's Thursday). */
export function isoWeekLabel(day: string): string {
  const thursday = new Date(dayMs(periodDays('week', day).firstDay) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
