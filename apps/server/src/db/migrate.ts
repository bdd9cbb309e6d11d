import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the timestamped SQL files of migrations/ that have not run yet, each in its own
 * transaction, under an advisory lock so that several instances starting together are safe.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(7240100)`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
        conn,
      );
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn)).rows.map((r) => r.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await readFile(path.join(dir, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(trx);
        });
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(7240100)`.execute(conn);
    }
  });
  return applied;
}

export async function isMigrated(db: Db): Promise<boolean> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
  try {
    const r = await sql<{ n: string }>`SELECT count(*)::text AS n FROM schema_migrations`.execute(db);
    return Number(r.rows[0]?.n) >= files.length;
  } catch {
    return false;
  }
}
