import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// bigint ids come back as strings (exact); counts as numbers where we cast them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export type Db = Kysely<Database>;

const connectionStrings = new WeakMap<Db, string>();
const pools = new WeakMap<Db, pg.Pool>();

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server drops (restart, failover, shutdown) is an 'error' on the pool;
  // unhandled it would end the process. The pool discards that client and opens a new one.
  pool.on('error', (e) => console.warn(`postgres: an idle connection failed (${e.message})`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  connectionStrings.set(db, connectionString);
  pools.set(db, pool);
  return db;
}

/** Where `db` connects: for a dedicated client outside the pool (LISTEN, see modules/wallet). */
export function connectionStringOf(db: Db): string | undefined {
  return connectionStrings.get(db);
}

/** The connection pool behind `db` (the metrics read its total, idle and waiting counts). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}
