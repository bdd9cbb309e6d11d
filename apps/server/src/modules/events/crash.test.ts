import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { connectionStringOf, createDb } from '../../db/database.js';
import { deliverPending, startEventWorkers } from './index.js';
import { createHandledTable, deliveryStates, handledRows, recorder, signIns } from '../../../test/helpers/events.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
await createHandledTable(t.db);
const url = connectionStringOf(t.db)!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

/** A worker in its own process (test/helpers/events-child-worker.ts), resolved once it listens. */
async function childWorker(name: string): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('../../../test/helpers/events-child-worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: url, WORKER_NAME: name, SLEEP_MS: '40' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => b.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
  });
  return child;
}

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(25);
  }
}

const exactlyOnce = async (subscriber: string, ids: string[]) => {
  const rows = await handledRows(t.db, subscriber);
  expect(rows.map((r) => r.event_id).sort()).toEqual([...ids].sort());
  expect((await deliveryStates(t.db, subscriber)).filter((d) => ids.includes(d.event_id)).every((d) => d.status === 'done')).toBe(
    true,
  );
};

describe('a worker killed between commit and delivery', () => {
  it('loses nothing and repeats nothing: a restarted worker handles every event exactly once', async () => {
    const ids = await signIns(
      t.db,
      acme.id,
      Array.from({ length: 40 }, (_, i) => String(1000 + (i % 5))),
    );
    const first = await childWorker('first');
    await until(async () => (await handledRows(t.db, 'crashy')).length >= 8);
    first.kill('SIGKILL'); // mid-batch: a handler is holding its transaction (pg_sleep) right now
    await new Promise((r) => first.once('exit', r));
    const handledBefore = (await handledRows(t.db, 'crashy')).length;
    expect(handledBefore).toBeLessThan(ids.length);
    // The killed worker's open delivery was rolled back by PostgreSQL: nothing half-done remains.
    const states = await deliveryStates(t.db, 'crashy');
    expect(states.filter((d) => d.status === 'done')).toHaveLength(handledBefore);

    const second = await childWorker('second');
    await until(async () => (await handledRows(t.db, 'crashy')).length >= ids.length);
    await sleep(200); // anything extra would show now
    second.kill('SIGKILL');
    await exactlyOnce('crashy', ids);
    const workers = new Set((await handledRows(t.db, 'crashy')).map((r) => r.worker));
    expect(workers).toEqual(new Set(['first', 'second']));
  }, 60_000);
});

describe('two server instances on one database', () => {
  it('deliver each event to each subscriber exactly once, a member’s events in order where asked', async () => {
    const log = pino({ level: 'silent' });
    const dbs = [createDb(url, 4), createDb(url, 4)];
    const subsOf = (worker: string) => [
      recorder('pair-ordered', { orderedByMember: true, worker, sleepMs: 2 }),
      recorder('pair-loose', { worker, sleepMs: 2 }),
    ];
    const stops = await Promise.all(dbs.map((db, i) => startEventWorkers({ db, log }, subsOf(`w${i}`), { pollMs: 200 })));
    try {
      // Emitted while both run, from both instances' pools, in concurrent transactions.
      const members = Array.from({ length: 8 }, (_, i) => String(2000 + i));
      const batches = await Promise.all(
        dbs.flatMap((db) =>
          [0, 1].map(() =>
            signIns(
              db,
              acme.id,
              Array.from({ length: 30 }, (_, i) => members[i % 8]!),
            ),
          ),
        ),
      );
      const ids = batches.flat();
      await until(async () => (await handledRows(t.db)).filter((r) => r.subscriber.startsWith('pair-')).length >= 2 * ids.length);
      await sleep(300);
      await exactlyOnce('pair-ordered', ids);
      await exactlyOnce('pair-loose', ids);
      // Both instances took part.
      expect(new Set((await handledRows(t.db, 'pair-loose')).map((r) => r.worker))).toEqual(new Set(['w0', 'w1']));
      // Per member, the ordered subscriber handled events in event order.
      const ordered = await handledRows(t.db, 'pair-ordered');
      for (const m of members) {
        const seen = ordered.filter((r) => r.member_id === m).map((r) => BigInt(r.event_id));
        expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
    } finally {
      await Promise.all(stops.map((s) => s()));
      await Promise.all(dbs.map((db) => db.destroy()));
    }
    // Nothing left for a drain to do.
    expect(await deliverPending(t.deps, subsOf('drain'))).toMatchObject({ handled: 0 });
  }, 60_000);
});
