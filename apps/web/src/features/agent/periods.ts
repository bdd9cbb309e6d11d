import type { ReportPeriod } from '@playhouse/contract/agent';
import { toDay } from '../../lib/dates';

/**
 * The team overview's periods (day, week, half-month, month), as the server cuts them in the
 * merchant's time zone: weeks start on Monday; half-months are the 1st to the 15th and the 16th
 * to the month's end (the dividend's H period). The server answers one period per call (offset
 * 0 = the current one); these helpers name a period on the chart axis and, for checks, compute
 * one locally.
 */
export interface PeriodBucket {
  from: string;
  to: string;
}

const day = (y: number, m: number, d: number) => new Date(y, m, d);

/** The period of `period` that holds `at` (local calendar days, both ends included). */
export function bucketOf(period: ReportPeriod, at: Date): PeriodBucket {
  const y = at.getFullYear();
  const m = at.getMonth();
  const d = at.getDate();
  switch (period) {
    case 'day':
      return { from: toDay(day(y, m, d)), to: toDay(day(y, m, d)) };
    case 'week': {
      const back = (at.getDay() + 6) % 7; // days since Monday
      return { from: toDay(day(y, m, d - back)), to: toDay(day(y, m, d - back + 6)) };
    }
    case 'halfMonth':
      return { from: toDay(day(y, m, d <= 15 ? 1 : 16)), to: toDay(d <= 15 ? day(y, m, 15) : day(y, m + 1, 0)) };
    case 'month':
      return { from: toDay(day(y, m, 1)), to: toDay(day(y, m + 1, 0)) };
  }
}

/** The chart axis label of a period from its first day (yyyy-MM-dd): "11-26" for day, week and half-month, "2026-11" for a month. */
export function periodLabel(period: ReportPeriod, firstDay: string): string {
  return period === 'month' ? firstDay.slice(0, 7) : firstDay.slice(5, 10);
}

/** How many periods the overview's charts show (one call each). */
export const CHART_BUCKETS: Record<ReportPeriod, number> = { day: 7, week: 6, halfMonth: 6, month: 6 };
