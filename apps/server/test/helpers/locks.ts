import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';

/**
 * Waits until at least `n` sessions of this test's database wait for a lock (a row, an advisory
 * lock), so a test holding one knows its racers have reached it. It polls the live view (cleared
 * each time: inside a transaction it would otherwise be read once) rather than sleeping.
 */
export async function lockWaiters(db: Db, n: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await sql`SELECT pg_stat_clear_snapshot()`.execute(db);
    const r = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(db);
    if (r.rows[0]!.n >= n) return;
    if (Date.now() > until) throw new Error(`${r.rows[0]!.n} of ${n} sessions wait for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
