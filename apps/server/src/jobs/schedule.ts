import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Deps } from '../deps.js';
import { jobDuration, jobFailures, jobRuns } from '../core/metrics.js';

/** A scheduled job: pg-boss runs it on one instance at a time, whatever the number of instances. */
export interface ScheduledJob {
  queue: string;
  /** cron, minute resolution */
  cron: string;
  run(deps: Deps): Promise<unknown>;
}

/** pg-boss runs the scheduled jobs; several instances share one schedule through PostgreSQL. */
export async function startJobs(
  connectionString: string,
  deps: Deps,
  jobs: ScheduledJob[],
  log: Logger,
): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss' });
  // pg-boss's own failures (lost connection, maintenance) are logged; a job's failure is logged and pg-boss retries it.
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.queue);
    await boss.schedule(job.queue, job.cron);
    await boss.work(job.queue, () => runScheduled(job, deps, log));
  }
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
