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

/** Today and the 6 days before (the records' default range). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (RECORDS_DEFAULT_DAYS - 1));
  return { from: toDay(from), to: toDay(now) };
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
