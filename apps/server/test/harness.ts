import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildDeps } from '../src/build-deps.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDb, type Db } from '../src/db/database.js';
import { buildApp } from '../src/composition.js';
import { outboxMailer } from '../src/lib/mail.js';
import { outboxSms } from '../src/lib/sms.js';
import type { Deps } from '../src/deps.js';
import { catalogCaughtUp } from '../src/modules/catalog/index.js';
import { TEMPLATE_DB, withDatabase } from './global-setup.js';

export interface TestPlatform {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  /** The file's own database (a second app or pg-boss on it). */
  databaseUrl: string;
  /** A call as a browser of `merchant` would make it; JSON body, parsed JSON answer. */
  call(opts: CallOptions): Promise<Answer>;
}
export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  merchant?: string | null;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  lang?: string;
}
export interface Answer {
  status: number;
  body: { success: boolean; code?: string; message?: string; value?: any };
  raw: LightMyRequestResponse;
}

/**
 * A fresh database (cloned from the migrated template) and app for one test file,
 * closed after the file. Tests call it at module level: `const t = await testPlatform()`.
 */
export async function testPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const adminUrl = inject('adminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, name);
  const db = createDb(databaseUrl, 5);
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: adminUrl,
    ...env,
  });
  const deps: Deps = await buildDeps(db, config, { mail: outboxMailer(db), sms: outboxSms(db) });
  const app = await buildApp(deps);
  await app.ready();

  afterAll(async () => {
    await app.close();
    await db.destroy();
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  });

  async function call(o: CallOptions): Promise<Answer> {
    // The app hears a catalog change a moment after its commit (LISTEN/NOTIFY); a test that
    // changed the catalog through t.db reads it back once that moment has passed, as any later
    // request would. Tests of the notification path itself call app.inject directly.
    await catalogCaughtUp(db);
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.merchant !== null) headers.merchant = o.merchant ?? 'acme';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.lang) headers['accept-language'] = o.lang;
    const raw = await app.inject({
      method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
      url: o.url,
      headers,
      remoteAddress: o.ip ?? '127.0.0.1',
      ...(o.body === undefined ? {} : typeof o.body === 'string' ? { payload: o.body } : { payload: o.body as object }),
    });
    let body: Answer['body'];
    try {
      body = raw.json();
    } catch {
      body = { success: false, code: '(not json)', message: raw.body.slice(0, 200) };
    }
    return { status: raw.statusCode, body, raw };
  }

  return { app, db, deps, databaseUrl, call };
}

/** Counts rows of a table; tests use it to prove that a refused call wrote nothing. */
export async function countRows(
  db: Db,
  table: 'members' | 'sessions' | 'sms_codes' | 'outbox_messages' | 'password_resets' | 'captchas',
): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
