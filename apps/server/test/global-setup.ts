import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';

export const TEMPLATE_DB = 'playhouse_test_template';

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL (an external server; any database
 * on it, used as the admin connection) or an embedded one in a temp dir. A migrated
 * template database is made once; each test file clones it (see harness.ts).
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'playhouse-test-'));
    await chmod(dir, 0o755); // the embedded server runs as the postgres user
    const embedded = await startEmbeddedPostgres(dir, 'postgres');
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const db = createDb(templateUrl, 1);
  await migrate(db);
  await db.destroy();
  project.provide('adminUrl', adminUrl);

  return async () => {
    if (stopEmbedded) await stopEmbedded();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}
