import { periodAt, type CalendarPeriod, type LocalPeriod } from '@playhouse/contract';
import type { LeaderboardPeriod } from '@playhouse/contract/engagement';

/**
 * Mission and leaderboard periods: the merchant's one calendar (contract calendar.ts), a day, a
 * week from Monday, a month in its time zone. A period's key is the local date it starts on.
 */
export type PeriodKind = LeaderboardPeriod;

const CALENDAR: Record<PeriodKind, CalendarPeriod> = { daily: 'day', weekly: 'week', monthly: 'month' };

/** The period of `kind` that `at` falls in (offset 0), or `offset` periods before it. */
export const periodOf = (timeZone: string, kind: PeriodKind, at: Date, offset = 0): LocalPeriod =>
  periodAt(CALENDAR[kind], at, timeZone, offset);

/** The keys of the periods `at` falls in (the daily key is the local day). */
export const periodKeysAt = (timeZone: string, at: Date): Record<PeriodKind, string> => ({
  daily: periodOf(timeZone, 'daily', at).key,
  weekly: periodOf(timeZone, 'weekly', at).key,
  monthly: periodOf(timeZone, 'monthly', at).key,
});
