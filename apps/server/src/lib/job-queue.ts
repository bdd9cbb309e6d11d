import type PgBoss from 'pg-boss';

/** Sends a job to a pg-boss queue now (an operator's export, not a schedule's tick). */
export interface JobQueue {
  send(queue: string, data: Record<string, string>): Promise<void>;
}

/**
 * The process's queue, bound to pg-boss once the job runner starts. Before that, or in a
 * process that runs no jobs (tests, a bench), a send is dropped: what it asked for is a row its
 * owner's sweep takes up, so a lost send only delays the work.
 */
export function lateJobQueue(): JobQueue & { bind(boss: PgBoss): void } {
  let boss: PgBoss | null = null;
  return {
    bind(b) {
      boss = b;
    },
    async send(queue, data) {
      if (boss) await boss.send(queue, data);
    },
  };
}
