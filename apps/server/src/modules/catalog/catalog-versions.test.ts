import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API, type Game } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { seededLobby } from '../../../test/helpers/catalog.js';
import { buildApp } from '../../composition.js';
import { connectionStringOf, createDb } from '../../db/database.js';
import { CatalogVersions } from './catalog-versions.js';

const t = await testPlatform();
const { acme } = await seededLobby(t, 300);

/** Another connection than the app's pool: what another instance, a job or an operator's psql is. */
const other = new pg.Client({ connectionString: connectionStringOf(t.db) });
await other.connect();
afterAll(() => other.end());

const dbVersion = async () =>
  (await t.db.selectFrom('catalog_versions').select('version').where('merchant_id', '=', acme.id).executeTakeFirstOrThrow())
    .version;
/** A catalog change made elsewhere: the trigger bumps the version and notifies at commit. */
const changeElsewhere = () =>
  other.query(
    `UPDATE merchant_games SET sequence = sequence WHERE merchant_id = $1 AND game_id = (SELECT min(game_id) FROM merchant_games WHERE merchant_id = $1)`,
    [acme.id],
  );
/** The version row changed with the triggers off: no notification, only a read can see it. */
const changeSilently = async () => {
  await other.query('BEGIN');
  await other.query(`SET LOCAL session_replication_role = replica`);
  await other.query(`UPDATE catalog_versions SET version = version + 100 WHERE merchant_id = $1`, [acme.id]);
  await other.query('COMMIT');
};
const killListeners = () =>
  other.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN catalog_version'`,
  );
const listeningBackends = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*)::text AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN catalog_version'`.execute(t.db)
    ).rows[0]!.n,
  );

/** Another server instance on the same database: its own pool, its own listener. */
async function secondInstance() {
  const db = createDb(connectionStringOf(t.db)!, 2);
  const app = await buildApp({ ...t.deps, db });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

function tracker(opts: ConstructorParameters<typeof CatalogVersions>[1] = {}) {
  const v = new CatalogVersions(t.db, opts);
  afterAll(() => v.close());
  return v;
}

describe('catalog versions in memory', () => {
  it('serves a known version without reading it, and hears a change made on another connection', async () => {
    const v = tracker({ recheckMs: 60_000 });
    await v.start();
    expect(v.listening).toBe(true);
    const known = await v.version(acme.id);
    expect(known).toBe(await dbVersion());

    await changeSilently();
    expect(await v.version(acme.id)).toBe(known);

    await changeElsewhere();
    const bumped = String(Number(known) + 101);
    await vi.waitFor(async () => expect(await v.version(acme.id)).toBe(bumped), { timeout: 2000, interval: 10 });
  });

  it('reads a known version again after recheckMs, so a silent change is not kept for ever', async () => {
    const v = tracker({ recheckMs: 200 });
    await v.start();
    const known = await v.version(acme.id);
    await changeSilently();
    expect(await v.version(acme.id)).toBe(known);
    await vi.waitFor(async () => expect(await v.version(acme.id)).toBe(await dbVersion()), { timeout: 2000, interval: 20 });
    expect(await v.version(acme.id)).not.toBe(known);
  });

  it('reads per call while its listener is down, and forgets what it knew when it listens again', async () => {
    const v = tracker({ recheckMs: 60_000, reconnectMs: 500 });
    await v.start();
    const known = await v.version(acme.id);
    await killListeners();
    await vi.waitFor(() => expect(v.listening).toBe(false), { timeout: 2000, interval: 5 });

    // Deaf: a change made now is never notified to it, yet it is seen at once.
    await changeElsewhere();
    const afterChange = await dbVersion();
    expect(afterChange).not.toBe(known);
    expect(await v.version(acme.id)).toBe(afterChange);

    await vi.waitFor(() => expect(v.listening).toBe(true), { timeout: 3000, interval: 10 });
    expect(await v.version(acme.id)).toBe(afterChange);
    // Listening again: back to hearing changes.
    await changeElsewhere();
    const next = String(Number(afterChange) + 1);
    await vi.waitFor(async () => expect(await v.version(acme.id)).toBe(next), { timeout: 2000, interval: 10 });
  });

  it('closes its listener connection with the last app on its database', async () => {
    const before = await listeningBackends();
    const second = await secondInstance();
    await vi.waitFor(async () => expect(await listeningBackends()).toBe(before + 1), { timeout: 2000, interval: 10 });
    await second.close();
    await vi.waitFor(async () => expect(await listeningBackends()).toBe(before), { timeout: 2000, interval: 10 });
  });
});

describe('cached lobby answers across instances', () => {
  const hotOf = async (app: typeof t.app, headers: Record<string, string> = {}) => {
    const r = await app.inject({ url: API.games.hot, headers: { merchant: 'acme', ...headers } });
    return { status: r.statusCode, etag: r.headers.etag as string, games: (r.json().value ?? []) as Game[] };
  };
  const rename = (nodeId: number, name: string) =>
    other.query(`UPDATE games SET names = $2 WHERE id = $1`, [nodeId, JSON.stringify({ EN: name, TY: name })]);

  it('shows a change made elsewhere on every instance, and an old ETag gets the new answer', async () => {
    const instance = await secondInstance();
    afterAll(() => instance.close());
    const second = instance.app;
    const first = await hotOf(t.app);
    await hotOf(second);
    const g = first.games[0]!;

    await rename(g.nodeId, 'Heard Through Notify');
    for (const app of [t.app, second]) {
      await vi.waitFor(async () => expect((await hotOf(app)).games[0]!.displayName).toBe('Heard Through Notify'), {
        timeout: 2000,
        interval: 10,
      });
    }
    const again = await hotOf(t.app, { 'if-none-match': first.etag });
    expect(again.status).toBe(200);
    expect(again.etag).not.toBe(first.etag);
  });

  it('does not keep serving a stale answer after its listener connection dropped', async () => {
    const before = await hotOf(t.app);
    const g = before.games[0]!;
    await killListeners();
    await rename(g.nodeId, 'Changed While Deaf');
    // Without a notification: the app notices the drop and reads the version (or rereads it on reconnecting).
    await vi.waitFor(async () => expect((await hotOf(t.app)).games[0]!.displayName).toBe('Changed While Deaf'), {
      timeout: 3000,
      interval: 20,
    });
    // It listens again afterwards, and hears the next change.
    await vi.waitFor(async () => expect(await listeningBackends()).toBeGreaterThan(0), { timeout: 5000, interval: 20 });
    await rename(g.nodeId, 'Heard Again');
    await vi.waitFor(async () => expect((await hotOf(t.app)).games[0]!.displayName).toBe('Heard Again'), {
      timeout: 2000,
      interval: 10,
    });
  });

  it('applies a merchant change made elsewhere (maintenance) without reading the merchant per request', async () => {
    expect((await hotOf(t.app)).status).toBe(200);
    await other.query(`UPDATE merchants SET maintenance = true WHERE id = $1`, [acme.id]);
    await vi.waitFor(async () => expect((await hotOf(t.app)).status).toBe(503), { timeout: 2000, interval: 10 });
    await other.query(`UPDATE merchants SET maintenance = false WHERE id = $1`, [acme.id]);
    await vi.waitFor(async () => expect((await hotOf(t.app)).status).toBe(200), { timeout: 2000, interval: 10 });
    // Changed with the triggers off: no version bump, no notification, and the kept merchant is used.
    await other.query('BEGIN');
    await other.query(`SET LOCAL session_replication_role = replica`);
    await other.query(`UPDATE merchants SET maintenance = true WHERE id = $1`, [acme.id]);
    await other.query('COMMIT');
    expect((await hotOf(t.app)).status).toBe(200);
    await other.query(`UPDATE merchants SET maintenance = false WHERE id = $1`, [acme.id]);
  });
});
