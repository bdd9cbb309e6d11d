/**
 * Draw calendars of the official lotteries: which local days have a draw and at what local time,
 * with holiday moves, for the server's scheduler. Pure arithmetic on epoch milliseconds and a
 * fixed UTC offset (none of these countries keeps summer time), like ../schedule.ts.
 *
 * A day is a local date "yyyy-MM-dd" (or its day number, days since 1970-01-01). A calendar draws
 * on its weekdays or its days of the month; a draw that falls on a moved date is held on the
 * date it moves to (or not at all), a yearly move applying every year (Thai 16 January → 17);
 * extra dates add draws (Malaysia's special draws). A draw is numbered by the date it is held
 * on, yyyyMMdd. Moves stay within MOVE_WINDOW_DAYS of their date.
 */

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const MOVE_WINDOW_DAYS = 31;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** A draw on a month-day is held `shiftDays` away, every year (1 January → −2: 30 December). */
export interface YearlyMove {
  readonly monthDay: string;
  readonly shiftDays: number;
}

export interface DrawCalendar {
  /** Local time = UTC + this many minutes. */
  readonly utcOffsetMinutes: number;
  /** The draw's local time, minutes after midnight. */
  readonly drawMinute: number;
  /** Weekdays with a draw, 0 = Sunday … 6 = Saturday. */
  readonly weekdays?: readonly number[];
  /** Days of the month with a draw (1–31). */
  readonly monthDays?: readonly number[];
  readonly yearlyMoves?: readonly YearlyMove[];
  /** One-off moves, date → the date it is held on, or null when cancelled; they override yearly moves. */
  readonly moves?: Readonly<Record<string, string | null>>;
  /** Extra draw dates outside the rule. */
  readonly extra?: readonly string[];
}

export interface CalendarDraw {
  /** yyyyMMdd of the day it is held on. */
  readonly drawNo: string;
  readonly date: string;
  /** Epoch milliseconds. */
  readonly drawAt: number;
}

/** The day number of a local date, or null when it is no real date. */
export function dayOf(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? t / DAY : null;
}

export function dateOf(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday; day 0 (1970-01-01) was a Thursday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** "2026-01-14" → "20260114". */
export function drawNoOf(date: string): string {
  return date.replaceAll('-', '');
}

/** The local day holding instant `atMs`. */
export function localDay(atMs: number, utcOffsetMinutes: number): number {
  return Math.floor((atMs + utcOffsetMinutes * MINUTE) / DAY);
}

/** The instant of local `drawMinute` on `day`. */
export function instantOf(day: number, drawMinute: number, utcOffsetMinutes: number): number {
  return day * DAY + (drawMinute - utcOffsetMinutes) * MINUTE;
}

/** Throws on a calendar no lottery may have: a configuration bug, not an input to refuse. */
export function assertCalendar(c: DrawCalendar): void {
  const bad = (why: string) => {
    throw new RangeError(`draw calendar: ${why}`);
  };
  if (!Number.isInteger(c.utcOffsetMinutes) || Math.abs(c.utcOffsetMinutes) > 14 * 60) bad('UTC offset out of ±14 h');
  if (!Number.isInteger(c.drawMinute) || c.drawMinute < 0 || c.drawMinute >= 1440) bad('draw minute must be 0–1439');
  if (!(c.weekdays ?? []).every((w) => Number.isInteger(w) && w >= 0 && w <= 6)) bad('weekdays are 0–6');
  if (!(c.monthDays ?? []).every((d) => Number.isInteger(d) && d >= 1 && d <= 31)) bad('month days are 1–31');
  for (const m of c.yearlyMoves ?? []) {
    if (!MONTH_DAY.test(m.monthDay) || !Number.isInteger(m.shiftDays) || Math.abs(m.shiftDays) > MOVE_WINDOW_DAYS) {
      bad(`yearly move ${m.monthDay}`);
    }
  }
  for (const [from, to] of Object.entries(c.moves ?? {})) {
    const a = dayOf(from);
    const b = to === null ? a : dayOf(to);
    if (a === null || b === null || Math.abs(b - a) > MOVE_WINDOW_DAYS) bad(`move ${from} → ${to}`);
  }
  if (!(c.extra ?? []).every((d) => dayOf(d) !== null)) bad('extra dates must be yyyy-MM-dd');
}

function scheduled(c: DrawCalendar, day: number): boolean {
  const dayOfMonth = Number(dateOf(day).slice(8));
  return (c.weekdays ?? []).includes(weekdayOf(day)) || (c.monthDays ?? []).includes(dayOfMonth);
}

/** The day a draw scheduled on `day` is held, or null when cancelled. */
function heldOn(c: DrawCalendar, day: number): number | null {
  const date = dateOf(day);
  if (c.moves && Object.hasOwn(c.moves, date)) {
    const to = c.moves[date];
    return to === null || to === undefined ? null : dayOf(to);
  }
  const yearly = (c.yearlyMoves ?? []).find((m) => m.monthDay === date.slice(5));
  return yearly ? day + yearly.shiftDays : day;
}

/** The local days in [fromDay, toDay] a draw is held on, ascending. */
function drawDays(c: DrawCalendar, fromDay: number, toDay: number): number[] {
  assertCalendar(c);
  const held = new Set<number>();
  for (let d = fromDay - MOVE_WINDOW_DAYS; d <= toDay + MOVE_WINDOW_DAYS; d++) {
    const h = scheduled(c, d) ? heldOn(c, d) : null;
    if (h !== null && h >= fromDay && h <= toDay) held.add(h);
  }
  for (const e of c.extra ?? []) {
    const d = dayOf(e)!;
    if (d >= fromDay && d <= toDay) held.add(d);
  }
  return [...held].sort((a, b) => a - b);
}

/** The draws whose draw time falls in [fromMs, toMs), in order: what the scheduler opens and closes. */
export function drawsBetween(c: DrawCalendar, fromMs: number, toMs: number): CalendarDraw[] {
  const days = drawDays(c, localDay(fromMs, c.utcOffsetMinutes), localDay(toMs, c.utcOffsetMinutes));
  return days
    .map((d) => ({ date: dateOf(d), drawAt: instantOf(d, c.drawMinute, c.utcOffsetMinutes) }))
    .filter((x) => x.drawAt >= fromMs && x.drawAt < toMs)
    .map((x) => ({ drawNo: drawNoOf(x.date), ...x }));
}
