import type { ReportPeriod } from '@playhouse/contract/agent';
import { toDay } from '../../lib/dates';

/**
 * The team overview's periods (day, week, half-month, month): each is a run of buckets, the
 * figures of one bucket per chart bar. A bucket is [from, to] in whole days (yyyy-MM-dd, both
 * ends included, as the records' ranges are). Weeks start on Monday; half-months are the 1st to
 * the 15th and the 16th to the month's end (the dividend's H period).
 */
export interface PeriodBucket {
  from: string;
  to: string;
  /** A short label for the chart axis: "11-26", "11-24", "11-16", "2026-11". */
  label: string;
}

const day = (y: number, m: number, d: number) => new Date(y, m, d);
const mmdd = (d: Date) => toDay(d).slice(5);

/** The bucket of `period` that holds `at`. */
export function bucketOf(period: ReportPeriod, at: Date): PeriodBucket {
  const y = at.getFullYear();
  const m = at.getMonth();
  const d = at.getDate();
  switch (period) {
    case 'day': {
      const x = day(y, m, d);
      return { from: toDay(x), to: toDay(x), label: mmdd(x) };
    }
    case 'week': {
      const back = (at.getDay() + 6) % 7; // days since Monday
      const start = day(y, m, d - back);
      const end = day(y, m, d - back + 6);
      return { from: toDay(start), to: toDay(end), label: mmdd(start) };
    }
    case 'halfMonth': {
      const start = day(y, m, d <= 15 ? 1 : 16);
      const end = d <= 15 ? day(y, m, 15) : day(y, m + 1, 0);
      return { from: toDay(start), to: toDay(end), label: mmdd(start) };
    }
    case 'month': {
      const start = day(y, m, 1);
      return { from: toDay(start), to: toDay(day(y, m + 1, 0)), label: toDay(start).slice(0, 7) };
    }
  }
}

/** The day before a bucket's first day (to step back one bucket). */
function dayBefore(bucket: PeriodBucket): Date {
  const [y, m, d] = bucket.from.split('-').map(Number) as [number, number, number];
  return day(y, m - 1, d - 1);
}

/** The last `count` buckets of `period` up to the one holding `now`, oldest first. */
export function recentBuckets(period: ReportPeriod, count: number, now = new Date()): PeriodBucket[] {
  const out: PeriodBucket[] = [];
  let b = bucketOf(period, now);
  for (let i = 0; i < count; i++) {
    out.unshift(b);
    b = bucketOf(period, dayBefore(b));
  }
  return out;
}

/** How many buckets the overview's chart shows per period. */
export const CHART_BUCKETS: Record<ReportPeriod, number> = { day: 14, week: 8, halfMonth: 6, month: 6 };
