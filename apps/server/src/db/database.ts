import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// bigint ids come back as strings (exact); counts as numbers where we cast them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export type Db = Kysely<Database>;

const sessionUrls = new WeakMap<Db, string>();
const pools = new WeakMap<Db, pg.Pool>();

/**
 * A query pool on `connectionString`. `sessionUrl` (default: the same) is where session-bound
 * connections go (LISTEN, session locks): set apart when the pool's URL is a transaction pooler.
 * Pooled queries use only unnamed statements (no `name` in a query config: a lint rule), which
 * a transaction pooler carries.
 */
export function createDb(connectionString: string, max = 10, sessionUrl = connectionString): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server drops (restart, failover, shutdown) is an 'error' on the pool;
  // unhandled it would end the process. The pool discards that client and opens a new one.
  pool.on('error', (e) => console.warn(`postgres: an idle connection failed (${e.message})`));
  // A connection checked out of the pool has no listener of the pool's (pg-pool removes it), and
  // one that fails between two queries (the pooler or the primary gone, in a transaction or a
  // pinned connection) would be an unhandled 'error' that ends the process. Its next query fails
  // instead, and the pool discards it when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  sessionUrls.set(db, sessionUrl);
  pools.set(db, pool);
  return db;
}

/** Where a dedicated session connection of `db` goes (LISTEN, see lib/pg-listener). */
export function connectionStringOf(db: Db): string | undefined {
  return sessionUrls.get(db);
}

/** The connection pool behind `db` (the metrics read its total, idle and waiting counts). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}
