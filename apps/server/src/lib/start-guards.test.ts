import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../test/harness.js';
import { clockSkew, clockTooFar, runsWorkers, withStartLock, workerCounts } from './start-guards.js';

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

  it("reads its clock against the database's, and keeps its workers off beyond the bound", async () => {
    expect(Math.abs(await clockSkew(t.db))).toBeLessThan(1_000);
    expect(clockTooFar(1_500, 2_000)).toBe(false);
    expect(clockTooFar(-2_500, 2_000)).toBe(true);
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
