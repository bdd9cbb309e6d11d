import PgBoss from 'pg-boss';
import type { Deps } from '../deps.js';
import { cleanupExpired } from './cleanup.js';
import { autoConfirmReceipts } from '../modules/payments/receipts.service.js';
import { reconcileTransfers } from '../modules/transfers/reconcile.service.js';
import { pullAllTransferBets } from '../modules/transfers/pull-bets.service.js';
import { settleOpenRounds } from '../modules/bgs/bgs.service.js';

/** A scheduled job: pg-boss runs it on one instance at a time, whatever the number of instances. */
export interface ScheduledJob {
  queue: string;
  /** cron, minute resolution */
  cron: string;
  run(deps: Deps): Promise<unknown>;
}

/** Every scheduled job; a module's job adds one line here. */
export const JOBS: ScheduledJob[] = [
  { queue: 'cleanup-expired', cron: '*/15 * * * *', run: (deps) => cleanupExpired(deps.db) },
  { queue: 'withdrawal-auto-receipt', cron: '* * * * *', run: (deps) => autoConfirmReceipts(deps.db) },
  { queue: 'transfer-reconcile', cron: '* * * * *', run: (deps) => reconcileTransfers(deps) },
  { queue: 'transfer-pull-bets', cron: '* * * * *', run: (deps) => pullAllTransferBets(deps) },
  { queue: 'bgs-settle-open-rounds', cron: '* * * * *', run: (deps) => settleOpenRounds(deps) },
];

/** pg-boss runs the scheduled jobs; several instances share one schedule through PostgreSQL. */
export async function startJobs(connectionString: string, deps: Deps): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss' });
  boss.on('error', () => {});
  await boss.start();
  for (const job of JOBS) {
    await boss.createQueue(job.queue);
    await boss.schedule(job.queue, job.cron);
    await boss.work(job.queue, async () => job.run(deps));
  }
  return () => boss.stop({ graceful: true, wait: true });
}
