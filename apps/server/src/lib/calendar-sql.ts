import { sql, type RawBuilder } from 'kysely';
import type { CalendarPeriod } from '@playhouse/contract';

/**
 * The contract calendar's cuts (packages/contract/src/calendar.ts) in SQL, for the queries that
 * group rows by the merchant's local days and periods: the same zone (pass the merchant's), the
 * same weeks (date_trunc('week') is ISO: Monday first), the same half-months (1st–15th, 16th–end).
 * Bounds of a period are instants the contract computes (startOfLocalDay, periodAt) and queries
 * take as parameters. calendar-sql.test.ts holds these, and the SQL functions that cut periods
 * (agent_period_starts), to the contract's functions.
 */

type SqlExpr = RawBuilder<unknown>;

/** The local day (a date) of an instant (a timestamptz expression) in the zone. */
export const localDaySql = (instant: SqlExpr, timeZone: string): RawBuilder<string> =>
  sql<string>`(${instant} AT TIME ZONE ${timeZone})::date`;

/** The first day (a date) of the period of `kind` holding `day` (a date expression). */
export function periodStartSql(kind: CalendarPeriod, day: SqlExpr): RawBuilder<string> {
  switch (kind) {
    case 'day':
      return sql<string>`(${day})::date`;
    case 'week':
      return sql<string>`date_trunc('week', (${day})::timestamp)::date`;
    case 'month':
      return sql<string>`date_trunc('month', (${day})::timestamp)::date`;
    case 'halfMonth':
      return sql<string>`(date_trunc('month', (${day})::timestamp)::date + CASE WHEN extract(day FROM (${day})::date) >= 16 THEN 15 ELSE 0 END)`;
  }
}

/** The last day (a date) of the period of `kind` that starts on `start` (a date expression). */
export function periodLastDaySql(kind: CalendarPeriod, start: SqlExpr): RawBuilder<string> {
  const monthEnd = sql`((date_trunc('month', (${start})::timestamp) + interval '1 month')::date - 1)`;
  switch (kind) {
    case 'day':
      return sql<string>`(${start})::date`;
    case 'week':
      return sql<string>`((${start})::date + 6)`;
    case 'month':
      return sql<string>`${monthEnd}`;
    case 'halfMonth':
      return sql<string>`CASE WHEN extract(day FROM (${start})::date) = 1 THEN (${start})::date + 14 ELSE ${monthEnd} END`;
  }
}
