import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CALENDAR_PERIODS, localDay, periodAt, startOfLocalDay } from '@playhouse/contract';
import { testPlatform } from '../../test/harness.js';
import { localDaySql, periodLastDaySql, periodStartSql } from './calendar-sql.js';

const t = await testPlatform();

const ZONES = ['Asia/Manila', 'Asia/Ho_Chi_Minh', 'Asia/Kolkata', 'Europe/London', 'America/New_York', 'America/Santiago', 'UTC'];
// Week, half-month, month and year ends, and days the clocks change on (London, New York, Santiago).
const DAYS = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-09-06', '2026-10-25', '2026-11-01', '2026-11-16', '2026-11-30'];
const MORE_DAYS = ['2026-11-23', '2026-12-01', '2027-01-01', '2027-01-04', '2028-02-29', '2028-03-01'];
const NEAR = [0, -1, 1, -30 * 60_000, 30 * 60_000, -12 * 3_600_000, 12 * 3_600_000];

/** Instants at, just before and around each day's local midnight in the zone. */
const instantsIn = (zone: string) =>
  [...DAYS, ...MORE_DAYS].flatMap((d) => NEAR.map((ms) => new Date(startOfLocalDay(d, zone).getTime() + ms)));

describe('the SQL twins of the calendar agree with the contract', () => {
  it.each(ZONES)('cuts days, weeks, half-months and months as the contract does in %s', async (zone) => {
    const instants = instantsIn(zone);
    const day = localDaySql(sql`x.at`, zone);
    const { rows } = await sql<Record<string, string>>`
      SELECT ${day}::text AS day,
             ${periodStartSql('day', day)}::text AS day_start, ${periodStartSql('week', day)}::text AS week_start,
             ${periodStartSql('halfMonth', day)}::text AS half_start, ${periodStartSql('month', day)}::text AS month_start,
             ${periodLastDaySql('week', periodStartSql('week', day))}::text AS week_last,
             ${periodLastDaySql('halfMonth', periodStartSql('halfMonth', day))}::text AS half_last,
             ${periodLastDaySql('month', periodStartSql('month', day))}::text AS month_last,
             (${day}::timestamp AT TIME ZONE ${zone}) AS day_from
        FROM unnest(${instants.map((i) => i.toISOString())}::timestamptz[]) WITH ORDINALITY AS x(at, i)
       ORDER BY x.i`.execute(t.db);
    const expected = instants.map((at) => ({
      day: localDay(at, zone),
      day_start: periodAt('day', at, zone).key,
      week_start: periodAt('week', at, zone).key,
      half_start: periodAt('halfMonth', at, zone).key,
      month_start: periodAt('month', at, zone).key,
      week_last: periodAt('week', at, zone).lastDay,
      half_last: periodAt('halfMonth', at, zone).lastDay,
      month_last: periodAt('month', at, zone).lastDay,
      day_from: periodAt('day', at, zone).from,
    }));
    expect(rows).toEqual(expected);
  });

  it.each(ZONES)('holds the SQL function agent_period_starts to the contract in %s', async (zone) => {
    const instants = instantsIn(zone);
    const { rows } = await sql<{ i: string; kind: string; start: string }>`
      SELECT x.i::text AS i, p.kind, p.period_start::text AS start
        FROM unnest(${instants.map((i) => i.toISOString())}::timestamptz[]) WITH ORDINALITY AS x(at, i),
             agent_period_starts(x.at, ${zone}) p
       ORDER BY x.i, p.kind`.execute(t.db);
    const expected = instants.flatMap((at, n) =>
      [...CALENDAR_PERIODS].sort().map((kind) => ({ i: String(n + 1), kind, start: periodAt(kind, at, zone).key })),
    );
    expect(rows).toEqual(expected);
  });
});
