import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface Hit {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counter in PostgreSQL, shared by every instance: one upsert per hit.
 * `key` should name the purpose and the subject, e.g. `login:acct:<merchant>:<user>`.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const r = await sql<{ hits: number; reset_at: Date }>`
    INSERT INTO rate_limits (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => ${windowSeconds}) ELSE rate_limits.reset_at END
    RETURNING hits, reset_at`.execute(db);
  const row = r.rows[0]!;
  return { hits: row.hits, resetAt: row.reset_at };
}

/** Current count without adding a hit (0 when the window is over). */
export async function peek(db: Db, key: string): Promise<number> {
  const row = await db.selectFrom('rate_limits').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
  if (!row || new Date(row.reset_at).getTime() <= Date.now()) return 0;
  return row.hits;
}

export async function clear(db: Db, key: string) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
