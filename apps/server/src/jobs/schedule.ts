import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Deps } from '../deps.js';
import { jobDuration, jobFailures, jobRuns } from '../core/metrics.js';
import { lateJobQueue } from '../lib/job-queue.js';
import { createDb } from '../db/database.js';
import { withStartLock } from '../lib/start-guards.js';

/** A scheduled job: pg-boss runs it on one instance at a time, whatever the number of instances. */
export interface ScheduledJob {
  queue: string;
  /** cron, minute resolution */
  cron: string;
  run(deps: Deps): Promise<unknown>;
}

/** A job a request sends (deps.jobs.send): pg-boss hands each to one instance's worker. */
export interface SentJob {
  queue: string;
  run(deps: Deps, data: Record<string, string>): Promise<unknown>;
}

/**
 * pg-boss runs the scheduled jobs (several instances share one schedule through PostgreSQL) and
 * the sent ones; `queue` is bound to it once it runs. With both counts 0 it is a sender only.
 */
export async function startJobs(
  connectionString: string,
  deps: Deps,
  jobs: ScheduledJob[],
  log: Logger,
  opts: {
    jobs?: SentJob[];
    queue?: ReturnType<typeof lateJobQueue>;
    /** Workers per queue on this process (0: that kind not here); default one each. */
    counts?: { jobs: number; tasks: number };
    poolMax?: number;
  } = {},
): Promise<() => Promise<void>> {
  const counts = opts.counts ?? { jobs: 1, tasks: 1 };
  // With no workers here (a web process) it only sends: no cron ticks, no maintenance.
  const works = counts.jobs + counts.tasks > 0;
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: opts.poolMax ?? 4,
    schedule: counts.jobs > 0,
    supervise: works,
  });
  // pg-boss's own failures (lost connection, maintenance) are logged; a job's failure is logged and pg-boss retries it.
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  await boss.start();
  // Several servers starting at once would create the same queues together, and pg-boss's
  // creation deadlocks with itself: one server at a time, under the start lock (a session lock:
  // on this, the session URL).
  const lockDb = createDb(connectionString, 1);
  try {
    await withStartLock(lockDb, async () => {
      for (const job of [...(counts.jobs > 0 ? jobs : []), ...(opts.jobs ?? [])]) await boss.createQueue(job.queue);
    });
  } finally {
    await lockDb.destroy();
  }
  for (const job of counts.jobs > 0 ? jobs : []) {
    await boss.schedule(job.queue, job.cron);
    for (let i = 0; i < counts.jobs; i++) await boss.work(job.queue, () => runScheduled(job, deps, log));
  }
  for (const job of opts.jobs ?? []) {
    // One job at a time per worker: a task is long, and the other workers take the rest.
    for (let i = 0; i < counts.tasks; i++) {
      await boss.work<Record<string, string>>(job.queue, { batchSize: 1 }, async ([one]) =>
        one ? runScheduled({ queue: job.queue, cron: '', run: (d) => job.run(d, one.data) }, deps, log) : undefined,
      );
    }
  }
  // Sending needs only the started runner, so a process without task workers still sends.
  opts.queue?.bind(boss);
  return () => boss.stop({ graceful: true, wait: true });
}

/**
 * What a job answered, as pg-boss can store it (JSON): money totals are bigint, which
 * JSON.stringify refuses with a TypeError that would escape pg-boss's worker and end the process.
 */
const storable = (out: unknown): unknown =>
  out === undefined ? undefined : JSON.parse(JSON.stringify(out, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

/** One run of a job: counted and timed for /metrics; a failure is logged, counted and rethrown (pg-boss retries). */
export async function runScheduled(job: ScheduledJob, deps: Deps, log: Logger): Promise<unknown> {
  const labels = { queue: job.queue };
  jobRuns.inc(labels);
  const done = jobDuration.startTimer(labels);
  try {
    return storable(await job.run(deps));
  } catch (err) {
    jobFailures.inc(labels);
    log.error({ err, queue: job.queue }, 'scheduled job failed');
    throw err;
  } finally {
    done();
  }
}
