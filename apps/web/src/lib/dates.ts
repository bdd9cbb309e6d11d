import { RECORDS_DEFAULT_DAYS, recordRangeProblem } from '@playhouse/contract';
import { FORMAT_LOCALE } from './language';

/** The site's date formats: every date the site shows goes through here. */

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

/** An ISO instant as local "yyyy-MM-dd HH:mm:ss". */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  return `${toDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A day in the reader's language ("Nov 25, 2026"), for notices; empty for an unreadable stamp. */
export function formatDay(iso: string, language: string): string {
  const d = new Date(iso);
  const locale = FORMAT_LOCALE[language as keyof typeof FORMAT_LOCALE] ?? FORMAT_LOCALE.EN;
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
