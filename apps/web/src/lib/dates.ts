import { RECORDS_DEFAULT_DAYS, recordRangeProblem } from '@playhouse/contract';

/**
 * The site's one date format: every date the site shows goes through here, as yyyy-MM-dd
 * (a day) or yyyy-MM-dd HH:mm:ss (an instant), in the browser's zone, whatever the language:
 * numbers read the same in EN and TY, and the records' filters take days in the same form.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as yyyy-MM-dd (the records API's day, in the browser's zone). */
export const toDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The browser's IANA zone: the server cuts days and periods in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The calendar day of an instant in an IANA zone, as yyyy-MM-dd; the browser's zone without one
 * or with one the browser does not know.
 */
export function dayIn(at: Date, timeZone?: string): string {
  if (timeZone) {
    try {
      // en-CA writes dates as yyyy-MM-dd.
      return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
    } catch {
      // An unknown zone: the browser's day.
    }
  }
  return toDay(at);
}

/**
 * Today and the 6 days before (the records' default range), as days in `timeZone` (the
 * browser's without one): the zone the server cuts the days in, or "today" misses the newest
 * rows for the hours the two zones' dates differ.
 */
export function defaultRange(now = new Date(), timeZone?: string): { from: string; to: string } {
  const to = dayIn(now, timeZone);
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(y, m - 1, d - (RECORDS_DEFAULT_DAYS - 1)));
  return { from: from.toISOString().slice(0, 10), to };
}

/** The contract's range check, as a translation key, or null when fine. */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'records_range_missing';
  const problem = recordRangeProblem(from, to);
  return problem ? `records_range_${problem}` : null;
}

/** A time of day as local "HH:mm:ss". */
export const formatClock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** An instant (ISO string or Date) as local "yyyy-MM-dd HH:mm:ss"; empty for an unreadable stamp. */
export function formatInstant(at: string | Date): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : `${toDay(d)} ${formatClock(d)}`;
}

/** The local day of an instant as "yyyy-MM-dd" (notices); empty for an unreadable stamp. */
export function formatDay(at: string | Date): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : toDay(d);
}
