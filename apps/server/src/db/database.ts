import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// bigint ids come back as strings (exact); counts as numbers where we cast them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export type Db = Kysely<Database>;

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
