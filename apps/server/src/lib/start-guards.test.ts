import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../test/harness.js';
import { createDb } from '../db/database.js';
import {
  clockSkew,
  clockTooFar,
  databaseAway,
  runsWorkers,
  whileDatabaseAway,
  withStartLock,
  workerCounts,
} from './start-guards.js';

const t = await testPlatform();

describe('a server taking part in a cluster', () => {
  it('seeds under one lock: two first starts at once run one after the other', async () => {
    const spans: [number, number][] = [];
    const start = () =>
      withStartLock(t.db, async () => {
        const from = performance.now();
        await new Promise((r) => setTimeout(r, 150));
        spans.push([from, performance.now()]);
      });
    await Promise.all([start(), start()]);
    const [a, b] = spans.sort((x, y) => x[0] - y[0]);
    expect(b![0]).toBeGreaterThanOrEqual(a![1]);
  });

  it('starts again when the database goes away in the middle of its first start, never after a wrong query', async () => {
    const session = createDb(t.databaseUrl, 1);
    try {
      let tries = 0;
      const waits: unknown[] = [];
      await whileDatabaseAway(
        async () => {
          // A failover, as this server sees it: the first try's connection is cut mid-query.
          if (++tries === 1)
            await Promise.all([
              sql`SELECT pg_sleep(2.345)`.execute(session),
              new Promise((r) => setTimeout(r, 300)).then(() =>
                sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                     WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep(2.345)%'`.execute(t.db),
              ),
            ]);
          await sql`SELECT 1`.execute(session);
        },
        10_000,
        (err) => waits.push(err),
      );
      expect([tries, waits.length]).toEqual([2, 1]);
      let wrong = 0;
      const query = whileDatabaseAway(() => {
        wrong++;
        return sql`SELECT no_such_column FROM merchants`.execute(session);
      });
      await expect(query).rejects.toThrow(/no_such_column/);
      expect(wrong).toBe(1);
    } finally {
      await session.destroy();
    }
    expect([{ code: 'ECONNREFUSED' }, { code: '57P01' }, { code: '08P01' }, { code: '25006' }].map(databaseAway)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([{ code: '42703' }, { code: '23505' }, new Error('boom'), null].map(databaseAway)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads its clock against the database's, and keeps its workers off beyond the bound", async () => {
    expect(Math.abs((await clockSkew(t.db)).skewMs)).toBeLessThan(1_000);
    expect(clockTooFar({ skewMs: 1_500, rttMs: 10 }, 2_000)).toBe(false);
    expect(clockTooFar({ skewMs: -2_500, rttMs: 10 }, 2_000)).toBe(true);
    // A slow answer (a loaded database) is an uncertain one: 2.5 s off, give or take 1.5 s.
    expect(clockTooFar({ skewMs: -2_500, rttMs: 3_000 }, 2_000)).toBe(false);
  });

  it('runs the workers on the worker role and on both, never on web', () => {
    expect([runsWorkers('web'), runsWorkers('worker'), runsWorkers('both')]).toEqual([false, true, true]);
  });

  it('runs each worker kind as many times as set, and none where it runs no workers', () => {
    const set = { JOB_WORKERS: 2, TASK_WORKERS: 0, EVENT_WORKERS: 3, DRAWER_WORKERS: 1 };
    expect(workerCounts(set, true)).toEqual({ jobs: 2, tasks: 0, events: 3, drawer: 1 });
    expect(workerCounts(set, false)).toEqual({ jobs: 0, tasks: 0, events: 0, drawer: 0 });
  });
});
