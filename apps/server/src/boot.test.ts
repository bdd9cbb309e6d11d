import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test/harness.js';
import { bootPlatform, type Platform } from './boot.js';
import { loadConfig } from './config.js';

const t = await testPlatform();

/** The file's database under an application name, so each connection says which URL opened it. */
const as = (name: string) => `${t.databaseUrl}${t.databaseUrl.includes('?') ? '&' : '?'}application_name=${name}`;

interface Conn {
  app: string;
  query: string;
}
async function connections(): Promise<Conn[]> {
  const r = await sql<Conn>`
    SELECT application_name AS app, query FROM pg_stat_activity
    WHERE datname = current_database() AND application_name LIKE 'ph-%'`.execute(t.db);
  return r.rows;
}
const listening = (c: Conn) => /^\s*LISTEN/i.test(c.query);

let running: Platform | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

async function boot(env: Record<string, string>): Promise<Platform> {
  running = await bootPlatform(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATABASE_URL: as('ph-pooled'),
      DATABASE_SESSION_URL: as('ph-session'),
      ...env,
    }),
  );
  await running.app.ready();
  return running;
}

describe('a server behind a transaction pooler', () => {
  it('opens its LISTEN connections on the session URL and keeps its query pool to its size', async () => {
    const p = await boot({ PLATFORM_ROLE: 'worker', DATABASE_POOL_MAX: '3', EVENT_WORKERS: '2' });
    // Load the pool past its size: the extra queries wait for a connection, none is opened.
    await Promise.all(Array.from({ length: 12 }, () => sql`SELECT pg_sleep(0.05)`.execute(p.db)));
    await expect.poll(async () => (await connections()).filter(listening).length).toBeGreaterThan(0);
    const conns = await connections();
    expect(conns.filter(listening).every((c) => c.app === 'ph-session')).toBe(true);
    expect(conns.filter((c) => c.app === 'ph-pooled' && listening(c))).toEqual([]);
    const pooled = conns.filter((c) => c.app === 'ph-pooled').length;
    expect(pooled).toBeGreaterThan(0);
    expect(pooled).toBeLessThanOrEqual(3);
  });

  it('runs no event delivery on the web role, and delivers on the worker role', async () => {
    await boot({ PLATFORM_ROLE: 'web' });
    const onEvents = async () => (await connections()).filter((c) => /LISTEN domain_events/i.test(c.query)).length;
    // The web process's own listeners (pushes, catalog) are up once it answers.
    await expect.poll(async () => (await connections()).filter(listening).length).toBeGreaterThan(0);
    expect(await onEvents()).toBe(0);
    await running!.stop();
    running = null;
    await boot({ PLATFORM_ROLE: 'worker' });
    await expect.poll(onEvents).toBe(1);
  });
});
