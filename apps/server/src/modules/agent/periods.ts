import { sql } from 'kysely';
import type { ReportPeriod } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A report period as local calendar days [fromDay, toDay) of the merchant time zone: day; week
 * (Monday first); halfMonth (1st–15th, 16th–end); month. `offset` 0 = the one `today` is in,
 * 1 = the one before, and so on. Pure, on yyyy-MM-dd strings.
 */
export function periodDays(period: ReportPeriod, today: string, offset: number): { fromDay: string; toDay: string } {
  const t = utcDay(today);
  const d = new Date(t);
  const [y, m, dom] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  switch (period) {
    case 'day':
      return { fromDay: dayText(t - offset * DAY_MS), toDay: dayText(t - (offset - 1) * DAY_MS) };
    case 'week': {
      const start = t - ((d.getUTCDay() + 6) % 7) * DAY_MS - offset * 7 * DAY_MS;
      return { fromDay: dayText(start), toDay: dayText(start + 7 * DAY_MS) };
    }
    case 'month':
      return { fromDay: dayText(Date.UTC(y, m - offset, 1)), toDay: dayText(Date.UTC(y, m - offset + 1, 1)) };
    case 'halfMonth': {
      const idx = (y * 12 + m) * 2 + (dom >= 16 ? 1 : 0) - offset;
      const [yy, mm, second] = [Math.floor(idx / 24), Math.floor(idx / 2) % 12, idx % 2 === 1];
      return second
        ? { fromDay: dayText(Date.UTC(yy, mm, 16)), toDay: dayText(Date.UTC(yy, mm + 1, 1)) }
        : { fromDay: dayText(Date.UTC(yy, mm, 1)), toDay: dayText(Date.UTC(yy, mm, 16)) };
    }
  }
}

/** The days from `fromDay` up to (not including) `toDay`. */
export function daysBetween(fromDay: string, toDay: string): string[] {
  const out: string[] = [];
  for (let t = utcDay(fromDay); t < utcDay(toDay); t += DAY_MS) out.push(dayText(t));
  return out;
}

/** Today in the zone (yyyy-MM-dd). */
export async function todayIn(db: Db, timeZone: string): Promise<string> {
  const r = await sql<{ d: string }>`SELECT to_char(now() AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS d`.execute(db);
  return r.rows[0]!.d;
}

/** The instants local midnights of `fromDay` and `toDay` are in the zone. */
export async function instantsOf(db: Db, timeZone: string, fromDay: string, toDay: string): Promise<{ from: Date; to: Date }> {
  const r = await sql<{ f: Date; t: Date }>`
    SELECT (${fromDay}::date::timestamp AT TIME ZONE ${timeZone}) AS f, (${toDay}::date::timestamp AT TIME ZONE ${timeZone}) AS t`.execute(
    db,
  );
  return { from: r.rows[0]!.f, to: r.rows[0]!.t };
}
