import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * How many rows a list's filter matches, without COUNT(*) over a big table: counted exactly up to
 * `cap` (the count reads at most cap + 1 rows of the filter's index range), and beyond it the
 * planner's estimate of the same query (its statistics, not a scan). The query is the list's own
 * filtered SELECT, without order, cursor or limit.
 */
export async function countOrEstimate(db: Db, query: CompiledQuery, cap: number): Promise<{ count: number; exact: boolean }> {
  const counted = await db.executeQuery<{ n: number }>(
    CompiledQuery.raw(`SELECT count(*)::int AS n FROM (${query.sql} LIMIT ${cap + 1}) q`, [...query.parameters]),
  );
  const n = counted.rows[0]!.n;
  if (n <= cap) return { count: n, exact: true };
  const plan = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
  );
  const planned = Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']);
  // An estimate below what was just counted is known to be wrong: at least cap + 1 match.
  return { count: Math.max(planned, cap + 1), exact: false };
}
