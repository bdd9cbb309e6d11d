import { sql } from 'kysely';
import type { LeaderboardPeriod } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { agentSettings } from '../agent/index.js';

/**
 * Mission and leaderboard periods, cut in the merchant's time zone (the zone its agent reports
 * use): a day, a week from Monday, a month. A period's key is the local date it starts on.
 */
export type PeriodKind = LeaderboardPeriod;

const TRUNC: Record<PeriodKind, string> = { daily: 'day', weekly: 'week', monthly: 'month' };
const STEP: Record<PeriodKind, string> = { daily: '1 day', weekly: '7 days', monthly: '1 month' };

export interface Period {
  key: string;
  from: Date;
  to: Date;
}

/** The merchant's time zone. */
export async function zoneOf(db: Db, merchantId: string): Promise<string> {
  return (await agentSettings(db, merchantId)).timeZone;
}

/** The period of `kind` that `at` falls in (offset 0), or `offset` periods before it. */
export async function periodOf(db: Db, timeZone: string, kind: PeriodKind, at: Date, offset = 0): Promise<Period> {
  const r = await sql<{ key: string; from: Date; to: Date }>`
    SELECT to_char(s, 'YYYY-MM-DD') AS key, s AT TIME ZONE ${timeZone} AS "from", (s + ${STEP[kind]}::interval) AT TIME ZONE ${timeZone} AS "to"
      FROM (SELECT date_trunc(${TRUNC[kind]}::text, ${at}::timestamptz AT TIME ZONE ${timeZone}) - ${offset}::int * ${STEP[kind]}::interval AS s) x`.execute(
    db,
  );
  return r.rows[0]!;
}

/** The keys of the periods `at` falls in (the daily key is the local day). */
export async function periodKeysAt(db: Db, timeZone: string, at: Date): Promise<Record<PeriodKind, string>> {
  const r = await sql<Record<PeriodKind, string>>`
    SELECT to_char(l, 'YYYY-MM-DD') AS daily, to_char(date_trunc('week', l), 'YYYY-MM-DD') AS weekly,
           to_char(date_trunc('month', l), 'YYYY-MM-DD') AS monthly
      FROM (SELECT ${at}::timestamptz AT TIME ZONE ${timeZone} AS l) x`.execute(db);
  return r.rows[0]!;
}
