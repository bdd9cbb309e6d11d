import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../test/harness.js';
import { processMetrics } from '../core/metrics.js';
import { runScheduled } from './schedule.js';

const t = await testPlatform();

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, next) {
      lines.push(JSON.parse(String(chunk)));
      next();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

async function counter(name: string, queue: string): Promise<number> {
  const metric = (await processMetrics.getMetricsAsJSON()).find((m) => m.name === name);
  return Number(metric?.values.find((v) => v.labels.queue === queue)?.value ?? 0);
}

describe('a scheduled job run', () => {
  it('logs and counts a failure, and rethrows it so pg-boss retries the job', async () => {
    const { log, lines } = capturedLog();
    const job = { queue: 'test-failing', cron: '* * * * *', run: async () => Promise.reject(new Error('gateway down')) };
    await expect(runScheduled(job, t.deps, log)).rejects.toThrow('gateway down');
    expect(lines).toEqual([expect.objectContaining({ msg: 'scheduled job failed', queue: 'test-failing' })]);
    expect(JSON.stringify(lines[0]!.err)).toContain('gateway down');
    expect(await counter('playhouse_job_runs_total', 'test-failing')).toBe(1);
    expect(await counter('playhouse_job_failures_total', 'test-failing')).toBe(1);
  });

  it('counts a run that succeeds, with nothing logged', async () => {
    const { log, lines } = capturedLog();
    const job = { queue: 'test-ok', cron: '* * * * *', run: async () => 'done' };
    expect(await runScheduled(job, t.deps, log)).toBe('done');
    expect(lines).toEqual([]);
    expect(await counter('playhouse_job_runs_total', 'test-ok')).toBe(1);
    expect(await counter('playhouse_job_failures_total', 'test-ok')).toBe(0);
  });

  it('answers what pg-boss can store: money totals in bigint become decimal strings', async () => {
    const { log } = capturedLog();
    const job = { queue: 'test-bigint', cron: '* * * * *', run: async () => ({ tickets: 3, paid: 12_345n }) };
    const out = await runScheduled(job, t.deps, log);
    expect(out).toEqual({ tickets: 3, paid: '12345' });
    expect(() => JSON.stringify(out)).not.toThrow();
  });
});
