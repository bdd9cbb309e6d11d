import { addDays, isTimeZone, localDay, localTime, RECORDS_DEFAULT_DAYS, recordRangeProblem } from '@playhouse/contract';
import { siteTimeZone } from './site-zone';

export { browserTimeZone, setSiteTimeZone, siteTimeZone } from './site-zone';

/**
 * The site's one date format: every date the site shows goes through here, as yyyy-MM-dd
 * (a day) or yyyy-MM-dd HH:mm:ss (an instant), whatever the language: numbers read the same in
 * EN and TY, and the records' filters take days in the same form. Days and times are the
 * merchant's (the whitelabel's time zone: the one calendar the server cuts days and periods in,
 * contract calendar.ts), set once at boot (useSiteTimeZone); the browser's zone until then.
 */

/** The calendar day of an instant (yyyy-MM-dd) in `timeZone`; the site's zone without one or with one the browser does not know. */
export function dayIn(at: Date, timeZone?: string): string {
  return localDay(at, timeZone && isTimeZone(timeZone) ? timeZone : siteTimeZone());
}

/** Today and the 6 days before (the records' default range), as days of the site's zone (or `timeZone`). */
export function defaultRange(now = new Date(), timeZone?: string): { from: string; to: string } {
  const to = dayIn(now, timeZone);
  return { from: addDays(to, -(RECORDS_DEFAULT_DAYS - 1)), to };
}

/** The contract's range check, as a translation key, or null when fine. */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'records_range_missing';
  const problem = recordRangeProblem(from, to);
  return problem ? `records_range_${problem}` : null;
}

const readable = (at: string | Date): Date | null => {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** An instant (ISO string or Date) as "yyyy-MM-dd HH:mm:ss" in the site's zone; empty for an unreadable stamp. */
export function formatInstant(at: string | Date): string {
  const d = readable(at);
  return d ? `${localDay(d, siteTimeZone())} ${localTime(d, siteTimeZone())}` : '';
}

/** The day of an instant as "yyyy-MM-dd" in the site's zone (notices); empty for an unreadable stamp. */
export function formatDay(at: string | Date): string {
  const d = readable(at);
  return d ? localDay(d, siteTimeZone()) : '';
}
