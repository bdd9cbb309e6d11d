import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Ledger transactions per type since the start, counted in the database (so every instance and
 * every restart report the same, and a rolled-back movement is never counted). The monitoring
 * caches the answer between scrapes.
 */
export async function transactionsByType(db: Db): Promise<{ type: string; count: number }[]> {
  const r = await sql<{ type: string; n: string }>`SELECT type, count(*) AS n FROM ledger_transactions GROUP BY type`.execute(db);
  return r.rows.map((x) => ({ type: x.type, count: Number(x.n) }));
}
