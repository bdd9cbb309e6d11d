import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Deps } from '../deps.js';

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
    await boss.work(job.queue, async () => {
      try {
        return await job.run(deps);
      } catch (err) {
        log.error({ err, queue: job.queue }, 'scheduled job failed');
        throw err;
      }
    });
  }
  return () => boss.stop({ graceful: true, wait: true });
}
