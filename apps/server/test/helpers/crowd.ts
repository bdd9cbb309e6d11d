import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';

let batches = 0;

/**
 * `count` real players of a merchant in one statement (no password hashing: they never sign in),
 * for tests that need a crowd (the red-envelope race).
 */
export async function crowdOfPlayers(db: Db, merchantId: string, count: number): Promise<string[]> {
  const prefix = `crowd${process.pid % 1000}b${++batches}n`;
  const r = await sql<{ id: string }>`
    INSERT INTO members (merchant_id, username, nickname, type, password_hash)
    SELECT ${merchantId}::bigint, ${prefix} || g, ${prefix} || g, 0, 'not-a-hash'
      FROM generate_series(1, ${count}::int) AS g
    RETURNING id`.execute(db);
  return r.rows.map((row) => row.id);
}
