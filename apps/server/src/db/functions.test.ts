import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DB, withDatabase } from '../../test/global-setup.js';
import { createDb, type Db } from './database.js';
import { FUNCTIONS_DIR, isMigrated, migrateDatabase, readFunctionFiles, type FunctionFile } from './migrate.js';

/**
 * src/db/functions/<name>.sql is the single source of truth of each SQL function: the live
 * database (migrated, as the test template is) must hold exactly what the files create,
 * settings (SET …), volatility and security included; the migrator reapplies a file when it
 * changes, and only then (or when the live function no longer is what the file made).
 */

// One database of its own (a clone of the migrated template), dropped after the file.
const adminUrl = inject('adminUrl');
const dbName = `t_${randomBytes(6).toString('hex')}`;
const dbUrl = withDatabase(adminUrl, dbName);
let db: Db;
const dirs: string[] = [];
async function admin(query: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}
beforeAll(async () => {
  await admin(`CREATE DATABASE ${dbName} TEMPLATE ${TEMPLATE_DB}`);
  db = createDb(dbUrl, 3);
});
afterAll(async () => {
  await db?.destroy();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** A copy of functions/ to change without touching the real files. */
async function functionsCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-functions-'));
  dirs.push(dir);
  await cp(FUNCTIONS_DIR, dir, { recursive: true });
  return dir;
}
async function edit(dir: string, file: string, from: string, to: string) {
  const p = path.join(dir, file);
  const text = await readFile(p, 'utf8');
  expect(text, `${file} should contain ${from}`).toContain(from);
  await writeFile(
    p,
    text.replace(from, () => to),
  );
}

/** What PostgreSQL keeps of a function: each attribute CREATE FUNCTION can set. */
interface Definition {
  signature: string;
  kind: string;
  language: string;
  arguments: string;
  result: string;
  volatility: string;
  security: string;
  strict: boolean;
  parallel: string;
  leakproof: boolean;
  cost: string;
  rows: string;
  settings: string[];
  body: string;
  definition: string;
}
const definitionsOf = async (conn: Db, name: string) =>
  (
    await sql<Definition>`
      SELECT p.oid::regprocedure::text AS signature, p.prokind AS kind, l.lanname AS language,
             pg_get_function_arguments(p.oid) AS arguments, pg_get_function_result(p.oid) AS result,
             CASE p.provolatile WHEN 'i' THEN 'IMMUTABLE' WHEN 's' THEN 'STABLE' ELSE 'VOLATILE' END AS volatility,
             CASE WHEN p.prosecdef THEN 'SECURITY DEFINER' ELSE 'SECURITY INVOKER' END AS security,
             p.proisstrict AS strict, p.proparallel AS parallel, p.proleakproof AS leakproof,
             p.procost::text AS cost, p.prorows::text AS rows, coalesce(p.proconfig, '{}') AS settings,
             p.prosrc AS body, pg_get_functiondef(p.oid) AS definition
        FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
       WHERE p.pronamespace = current_schema()::regnamespace AND p.proname = ${name}
       ORDER BY 1`.execute(conn)
  ).rows;

/** Where two texts part: a few characters around their first difference. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 30), i + 50));
  return `at character ${i}: live ${around(a)}, file ${around(b)}`;
}

/**
 * How the live functions differ from their files, one line each (none: they agree). What a file
 * creates is read by running it over the live function in a transaction rolled back after.
 */
async function differences(files: FunctionFile[]): Promise<string[]> {
  const problems: string[] = [];
  await db.connection().execute(async (conn) => {
    for (const f of files) {
      const live = await definitionsOf(conn, f.name);
      if (live.length === 0) {
        problems.push(`${f.name}: missing from the database (functions/${f.file} was not applied)`);
        continue;
      }
      if (live.length > 1) {
        problems.push(
          `${f.name}: ${live.length} functions of that name live (${live.map((d) => d.signature).join(', ')}); ` +
            `functions/${f.file} makes one: drop the others in a migration`,
        );
        continue;
      }
      let made: Definition[] = [];
      await sql`BEGIN`.execute(conn);
      try {
        await sql.raw(f.text).execute(conn);
        made = await definitionsOf(conn, f.name);
      } catch (e) {
        problems.push(`${f.name}: functions/${f.file} does not apply over the live function: ${(e as Error).message}`);
      } finally {
        await sql`ROLLBACK`.execute(conn);
      }
      if (made.length === 0) continue;
      const [was] = live as [Definition];
      if (made.length > 1) {
        const added = made.filter((d) => d.signature !== was.signature).map((d) => d.signature);
        problems.push(`${f.name}: functions/${f.file} creates ${added.join(', ')} but the database has ${was.signature}`);
        continue;
      }
      const [is] = made as [Definition];
      const fields = (Object.keys(is) as (keyof Definition)[]).filter(
        (k) => k !== 'definition' && JSON.stringify(is[k]) !== JSON.stringify(was[k]),
      );
      for (const k of fields) {
        const detail =
          k === 'body' ? firstDifference(was.body, is.body) : `live ${JSON.stringify(was[k])}, file ${JSON.stringify(is[k])}`;
        problems.push(`${was.signature}: ${k} differs from functions/${f.file}: ${detail}`);
      }
      if (fields.length === 0 && is.definition !== was.definition) {
        problems.push(
          `${was.signature}: pg_get_functiondef differs from functions/${f.file}: ${firstDifference(was.definition, is.definition)}`,
        );
      }
    }
    // Every function of the schema (not an extension's) has its file.
    const all = await sql<{ signature: string; name: string }>`
      SELECT p.oid::regprocedure::text AS signature, p.proname AS name FROM pg_proc p
       WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind IN ('f', 'p')
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
       ORDER BY 1`.execute(conn);
    const named = new Set(files.map((f) => f.name));
    for (const r of all.rows) {
      if (!named.has(r.name))
        problems.push(`${r.signature}: defined by migrations only; its live definition belongs in functions/${r.name}.sql`);
    }
  });
  return problems;
}

const failure = (problems: string[]) =>
  `The live SQL functions differ from src/db/functions/*.sql, their single source of truth ` +
  `(ARCHITECTURE.md, SQL functions):\n  ${problems.join('\n  ')}\n` +
  `A migration or a hand-made change replaced or altered a function, or the migrator did not apply its file. ` +
  `Change a function in its file only (and drop a signature it no longer has in a migration).`;

const settingsOf = async (signature: string) =>
  (
    await sql<{
      settings: string[] | null;
    }>`SELECT proconfig AS settings FROM pg_proc WHERE oid = ${signature}::regprocedure`.execute(db)
  ).rows[0]?.settings;
const bodyOf = async (name: string) =>
  (await sql<{ body: string }>`SELECT prosrc AS body FROM pg_proc WHERE proname = ${name}`.execute(db)).rows[0]?.body;
const recorded = async () =>
  new Map(
    (
      await sql<{
        name: string;
        sha256: string;
        applied_at: Date;
      }>`SELECT name, sha256, applied_at FROM schema_functions`.execute(db)
    ).rows.map((r) => [r.name, r]),
  );

const LEDGER_POST = 'ledger_post(bigint,text,text,text,bigint[],bigint[],jsonb,boolean)';
const LEDGER_POST_BATCH = 'ledger_post_batch(bigint,text[],text[],text[],integer[],bigint[],bigint[],boolean)';

describe('SQL functions: src/db/functions is their single source of truth', () => {
  it('has one file per function, each exactly one CREATE OR REPLACE FUNCTION named as its file', async () => {
    const files = await readFunctionFiles(FUNCTIONS_DIR);
    expect(files.map((f) => f.name)).toEqual(expect.arrayContaining(['ledger_post', 'ledger_post_batch', 'seamless_money']));

    const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-functions-'));
    dirs.push(dir);
    const body = `RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;`;
    const rejected = async (text: string) => {
      await writeFile(path.join(dir, 'f.sql'), text);
      return readFunctionFiles(dir).then(
        () => 'accepted',
        (e: Error) => e.message,
      );
    };
    expect(await rejected(`CREATE OR REPLACE FUNCTION g() ${body}`)).toMatch(
      /functions\/f\.sql: .*exactly one CREATE OR REPLACE FUNCTION f/,
    );
    expect(await rejected(`CREATE FUNCTION f() ${body}`)).toMatch(/functions\/f\.sql/);
    expect(await rejected(`CREATE OR REPLACE FUNCTION f() ${body}\nCREATE OR REPLACE FUNCTION f(x int) ${body}`)).toMatch(
      /functions\/f\.sql/,
    );
    expect(
      await rejected(`-- CREATE OR REPLACE FUNCTION f() is what this file holds\nCREATE OR REPLACE FUNCTION f() ${body}`),
    ).toBe('accepted');
  });

  it("a migrated database has exactly the files' definitions, SET settings and volatility included", async () => {
    const problems = await differences(await readFunctionFiles(FUNCTIONS_DIR));
    expect(problems, failure(problems)).toEqual([]);
    // The settings a later CREATE OR REPLACE once dropped silently.
    expect(await settingsOf(LEDGER_POST)).toEqual(['plan_cache_mode=force_generic_plan']);
    expect(await settingsOf(LEDGER_POST_BATCH)).toEqual(['plan_cache_mode=force_generic_plan']);
    expect(await isMigrated(db)).toBe(true);
  });

  it('catches a live function that lost its SET, changed volatility or body; the next migrate restores the files', async () => {
    const files = await readFunctionFiles(FUNCTIONS_DIR);
    await sql.raw(`ALTER FUNCTION ${LEDGER_POST} RESET plan_cache_mode`).execute(db);
    await sql`ALTER FUNCTION seamless_failure(jsonb, text, jsonb) IMMUTABLE`.execute(db);
    const json = files.find((f) => f.name === 'ledger_transaction_json')!;
    await sql.raw(json.text.replace("'replayed', p_replayed", () => "'replayed', NOT p_replayed")).execute(db);

    const problems = await differences(files);
    expect(problems).toEqual([
      expect.stringMatching(/^ledger_post\(.*: settings differs .*live \[\], file \["plan_cache_mode=force_generic_plan"\]/),
      expect.stringMatching(/^ledger_transaction_json\(.*: body differs .*NOT p_replayed/),
      expect.stringMatching(/^seamless_failure\(.*: volatility differs .*live "IMMUTABLE", file "STABLE"/),
    ]);
    expect(failure(problems)).toContain('single source of truth');

    // Unchanged files whose live function was altered are applied again.
    const r = await migrateDatabase(db);
    expect(r).toEqual({ migrations: [], functions: ['ledger_post', 'ledger_transaction_json', 'seamless_failure'] });
    const after = await differences(files);
    expect(after, failure(after)).toEqual([]);
  });

  it('migrate applies a changed file, and only it; unchanged files are not applied again', async () => {
    const dir = await functionsCopy();
    expect(await migrateDatabase(db, { functionsDir: dir })).toEqual({ migrations: [], functions: [] });
    const before = await recorded();

    await edit(dir, 'ledger_transaction_json.sql', 'SELECT jsonb_build_object(', 'SELECT /* changed */ jsonb_build_object(');
    expect((await migrateDatabase(db, { functionsDir: dir })).functions).toEqual(['ledger_transaction_json']);
    expect(await bodyOf('ledger_transaction_json')).toContain('/* changed */');
    const after = await recorded();
    const text = await readFile(path.join(dir, 'ledger_transaction_json.sql'), 'utf8');
    expect(after.get('ledger_transaction_json')?.sha256).toBe(createHash('sha256').update(text).digest('hex'));
    for (const [name, row] of before) {
      if (name !== 'ledger_transaction_json') expect(after.get(name), name).toEqual(row);
    }
    expect((await migrateDatabase(db, { functionsDir: dir })).functions).toEqual([]);

    // Back to the real file: changed again, applied again.
    expect((await migrateDatabase(db)).functions).toEqual(['ledger_transaction_json']);
    expect(await bodyOf('ledger_transaction_json')).not.toContain('/* changed */');
  });

  it('servers starting together apply a changed file once, under the migrator lock', async () => {
    const dir = await functionsCopy();
    await edit(dir, 'agent_zone.sql', "'Asia/Manila')", "'Asia/Manila') -- changed");
    const a = createDb(dbUrl, 1);
    const b = createDb(dbUrl, 1);
    try {
      const runs = await Promise.all([migrateDatabase(a, { functionsDir: dir }), migrateDatabase(b, { functionsDir: dir })]);
      expect(runs.map((r) => r.functions).sort()).toEqual([[], ['agent_zone']]);
    } finally {
      await a.destroy();
      await b.destroy();
    }
    expect((await migrateDatabase(db)).functions).toEqual(['agent_zone']);
  });

  it('a file that fails names itself and applies nothing; a file needing a later one waits for it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-functions-'));
    dirs.push(dir);
    // A SQL-language body is checked when created: fn_test_a needs fn_test_b, which comes after it.
    await writeFile(
      path.join(dir, 'fn_test_a.sql'),
      'CREATE OR REPLACE FUNCTION fn_test_a() RETURNS int LANGUAGE sql AS $$ SELECT fn_test_b() + 1 $$;',
    );
    await writeFile(
      path.join(dir, 'fn_test_b.sql'),
      'CREATE OR REPLACE FUNCTION fn_test_b() RETURNS int LANGUAGE sql AS $$ SELECT 41 $$;',
    );
    await writeFile(
      path.join(dir, 'fn_test_c.sql'),
      'CREATE OR REPLACE FUNCTION fn_test_c() RETURNS int LANGUAGE sql AS $$ SELEC 1 $$;',
    );
    try {
      await expect(migrateDatabase(db, { functionsDir: dir })).rejects.toThrow(/^functions\/fn_test_c\.sql: syntax error/);
      expect(await bodyOf('fn_test_a')).toBeUndefined();

      await rm(path.join(dir, 'fn_test_c.sql'));
      expect((await migrateDatabase(db, { functionsDir: dir })).functions).toEqual(['fn_test_a', 'fn_test_b']);
      expect((await sql<{ n: number }>`SELECT fn_test_a() AS n`.execute(db)).rows[0]?.n).toBe(42);
    } finally {
      await sql`DROP FUNCTION IF EXISTS fn_test_a(), fn_test_b(), fn_test_c()`.execute(db);
      await sql`DELETE FROM schema_functions WHERE name LIKE 'fn_test_%'`.execute(db);
    }
  });

  it("an older build (the database has migrations it lacks) leaves the newer build's functions alone", async () => {
    const dir = await functionsCopy();
    await edit(dir, 'agent_zone.sql', "'Asia/Manila')", "'Asia/Manila') -- older build");
    await sql`INSERT INTO schema_migrations (name) VALUES ('99991231235959_newer_build.sql')`.execute(db);
    try {
      expect(await migrateDatabase(db, { functionsDir: dir })).toEqual({ migrations: [], functions: [] });
      expect(await bodyOf('agent_zone')).not.toContain('older build');
    } finally {
      await sql`DELETE FROM schema_migrations WHERE name = '99991231235959_newer_build.sql'`.execute(db);
    }
    const problems = await differences(await readFunctionFiles(FUNCTIONS_DIR));
    expect(problems, failure(problems)).toEqual([]);
  });
});
