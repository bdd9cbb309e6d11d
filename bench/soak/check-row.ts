// One row of the soak's table: what was checked, what was expected, what was found.
import type { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';

export interface Check {
  what: string;
  expected: string;
  found: string;
  ok: boolean;
}

export const row = (what: string, expected: string | number, found: string | number): Check => ({
  what,
  expected: String(expected),
  found: String(found),
  ok: String(expected) === String(found),
});

/** The first row of a query. */
export const one = async <T>(db: Db, q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0]!;
