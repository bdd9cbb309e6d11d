import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, 'migrations');
/** One file per SQL function, its live definition (ARCHITECTURE.md, SQL functions). */
export const FUNCTIONS_DIR = path.join(here, 'functions');

/** A file of functions/: `<name>.sql` holding one `CREATE OR REPLACE FUNCTION <name>(…)`. */
export interface FunctionFile {
  name: string;
  file: string;
  text: string;
  sha256: string;
}

export interface Migrated {
  /** Migration files applied by this call. */
  migrations: string[];
  /** Functions (re)created by this call from their files: changed, new, or altered in the database. */
  functions: string[];
}

/**
 * Applies the timestamped SQL files of migrations/ that have not run yet, each in its own
 * transaction, then the files of functions/ that changed, under an advisory lock so that
 * several instances starting together are safe. Answers the migrations applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  return (await migrateDatabase(db)).migrations;
}

/** migrate(), answering the functions applied too; `functionsDir` for tests. */
export async function migrateDatabase(db: Db, opts: { functionsDir?: string } = {}): Promise<Migrated> {
  const files = await migrationFiles();
  // Read (and checked) before the lock: a malformed file stops the start before anything runs.
  const functions = await readFunctionFiles(opts.functionsDir ?? FUNCTIONS_DIR);
  const result: Migrated = { migrations: [], functions: [] };
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
        result.migrations.push(file);
      }
      // A build older than the database (it lacks migrations the database has) leaves the newer
      // functions alone: replacing them with its own files would undo the newer build's.
      const newer = [...done].some((name) => name > (files.at(-1) ?? ''));
      if (!newer) result.functions = await applyFunctions(conn, functions);
    } finally {
      await sql`SELECT pg_advisory_unlock(7240100)`.execute(conn);
    }
  });
  return result;
}

export async function isMigrated(db: Db): Promise<boolean> {
  const files = await migrationFiles();
  const functions = (await readdir(FUNCTIONS_DIR)).filter((f) => f.endsWith('.sql'));
  try {
    const r = await sql<{ n: string; f: string }>`
      SELECT (SELECT count(*) FROM schema_migrations)::text AS n,
             (SELECT count(*) FROM schema_functions WHERE name = ANY (${functions.map((f) => f.slice(0, -4))}::text[]))::text AS f`.execute(
      db,
    );
    return Number(r.rows[0]?.n) >= files.length && Number(r.rows[0]?.f) === functions.length;
  } catch {
    return false;
  }
}

const migrationFiles = async () => (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();

const CREATE = /\bCREATE\s+(OR\s+REPLACE\s+)?(?:FUNCTION|PROCEDURE)\s+(?:public\.)?("?)([A-Za-z_][A-Za-z0-9_]*)\2\s*\(/gi;

/**
 * The files of functions/, in name order, each checked to create exactly one function (or
 * procedure), with OR REPLACE, named as its file. Whole-line comments are not read as SQL.
 */
export async function readFunctionFiles(functionsDir: string): Promise<FunctionFile[]> {
  const names = (await readdir(functionsDir)).filter((f) => f.endsWith('.sql')).sort();
  const out: FunctionFile[] = [];
  for (const file of names) {
    const text = await readFile(path.join(functionsDir, file), 'utf8');
    const name = file.slice(0, -4);
    const creates = [...text.replace(/^\s*--.*$/gm, '').matchAll(CREATE)];
    const [only] = creates;
    if (creates.length !== 1 || !only?.[1] || only[3] !== name) {
      throw new Error(
        `functions/${file}: a functions file holds exactly one CREATE OR REPLACE FUNCTION ${name}(…) ` +
          `(found ${creates.map((m) => m[0].replace(/\s+/g, ' ')).join('; ') || 'none'})`,
      );
    }
    out.push({ name, file, text, sha256: createHash('sha256').update(text).digest('hex') });
  }
  return out;
}

/**
 * The live definition of each named function, as a hash of pg_get_functiondef (every overload
 * of the name in the schema functions are created in): body, arguments, result, language,
 * volatility, security, strictness, parallel safety, cost and SET settings.
 */
export async function liveDefinitions(db: Db, names: string[]): Promise<Map<string, string>> {
  const r = await sql<{ name: string; definition: string }>`
    SELECT p.proname AS name,
           encode(sha256(convert_to(string_agg(pg_get_functiondef(p.oid), E'\n' ORDER BY p.oid::regprocedure::text), 'UTF8')), 'hex') AS definition
      FROM pg_proc p
     WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind IN ('f', 'p') AND p.proname = ANY (${names}::text[])
     GROUP BY p.proname`.execute(db);
  return new Map(r.rows.map((x) => [x.name, x.definition]));
}

/** An object the SQL refers to is missing: perhaps a function of a file later in the order. */
const MISSING = new Set(['42883', '42P01', '42704']);
const codeOf = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '');

/**
 * Applies the function files whose content changed since they were applied (schema_functions
 * keeps each file's sha256), and those whose live definition is no longer the one they made (a
 * migration or a hand-made change replaced or altered it): all in one transaction, on the
 * migrator's locked connection. Files run in name order; one that refers to a function that does
 * not exist yet (a SQL-language body is checked when created) is retried after the others.
 */
async function applyFunctions(conn: Db, files: FunctionFile[]): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_functions (
    name text PRIMARY KEY,
    sha256 text NOT NULL,
    definition text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now())`.execute(conn);
  const names = files.map((f) => f.name);
  const recorded = new Map(
    (
      await sql<{
        name: string;
        sha256: string;
        definition: string;
      }>`SELECT name, sha256, definition FROM schema_functions`.execute(conn)
    ).rows.map((r) => [r.name, r]),
  );
  const live = await liveDefinitions(conn, names);
  const stale = files.filter((f) => {
    const r = recorded.get(f.name);
    return !r || r.sha256 !== f.sha256 || r.definition !== live.get(f.name);
  });
  if (stale.length === 0) return [];
  await conn.transaction().execute(async (trx) => {
    let pending = stale;
    while (pending.length > 0) {
      const missing: { f: FunctionFile; e: unknown }[] = [];
      for (const f of pending) {
        await sql`SAVEPOINT schema_function`.execute(trx);
        try {
          await sql.raw(f.text).execute(trx);
          await sql`RELEASE SAVEPOINT schema_function`.execute(trx);
        } catch (e) {
          await sql`ROLLBACK TO SAVEPOINT schema_function`.execute(trx);
          if (!MISSING.has(codeOf(e))) throw new Error(`functions/${f.file}: ${(e as Error).message}`, { cause: e });
          missing.push({ f, e });
        }
      }
      if (missing.length === pending.length) {
        const { f, e } = missing[0]!;
        throw new Error(`functions/${f.file}: ${(e as Error).message}`, { cause: e });
      }
      pending = missing.map((m) => m.f);
    }
    const applied = await liveDefinitions(
      trx,
      stale.map((f) => f.name),
    );
    for (const f of stale) {
      await sql`INSERT INTO schema_functions (name, sha256, definition) VALUES (${f.name}, ${f.sha256}, ${applied.get(f.name) ?? ''})
                ON CONFLICT (name) DO UPDATE SET sha256 = excluded.sha256, definition = excluded.definition, applied_at = now()`.execute(
        trx,
      );
    }
  });
  return stale.map((f) => f.name);
}
