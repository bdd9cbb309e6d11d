import type { ReportPeriod } from '@playhouse/contract/agent';

/**
 * The team overview's periods (day, week, half-month, month), as the server cuts them in the
 * merchant's time zone (the one calendar, contract calendar.ts: weeks start on Monday;
 * half-months are the 1st to the 15th and the 16th to the month's end). The server answers one
 * period per call (offset 0 = the current one); these helpers name a period on the chart axis.
 */

/** The chart axis label of a period from its first day (yyyy-MM-dd): "11-26" for day, week and half-month, "2026-11" for a month. */
export function periodLabel(period: ReportPeriod, firstDay: string): string {
  return period === 'month' ? firstDay.slice(0, 7) : firstDay.slice(5, 10);
}

/** How many periods the overview's charts show (one call each). */
export const CHART_BUCKETS: Record<ReportPeriod, number> = { day: 7, week: 6, halfMonth: 6, month: 6 };
