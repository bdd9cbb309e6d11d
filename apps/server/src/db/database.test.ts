import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../test/harness.js';
import { createDb } from './database.js';

const t = await testPlatform();

describe('the query pool', () => {
  it('survives a checked-out connection that the database drops between two queries (a failover)', async () => {
    const db = createDb(t.databaseUrl, 2);
    try {
      const failed = await db.connection().execute(async (conn) => {
        const pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(conn)).rows[0]!.pid;
        // Dropped while idle in our hands: pg emits 'error' on the client, with no query to take it.
        await sql`SELECT pg_terminate_backend(${pid})`.execute(t.db);
        await new Promise((r) => setTimeout(r, 300));
        return sql`SELECT 1`.execute(conn).then(
          () => null,
          (e: Error) => e.message,
        );
      });
      expect(failed).toMatch(/terminat|Connection/i);
      // The pool discarded it: the next query gets a new connection.
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0]!.one).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
