import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** What a server checks before it takes part: the database there, one first start at a time, its clock, its role. */

/**
 * Whether an error means the database went away (a failover, a restart, the pooler between
 * primaries) rather than a query being wrong: connection failures (class 08, pgbouncer's
 * server_login_retry among them), an administrator's shutdown or a starting server (57P01-3), a
 * primary that is a standby now (25006), and the socket errors of a host that is not there.
 */
export function databaseAway(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '25006') return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE'].includes(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|server_login_retry/i.test(String(e?.message ?? ''));
}

/**
 * Runs `fn`, and again each second while it fails because the database is away, for up to `ms`:
 * a server started during a failover (or before the balancer) waits for the new primary instead
 * of exiting half-started. `fn` must be safe to run again (migrations and seeds are).
 */
export async function whileDatabaseAway<T>(fn: () => Promise<T>, ms = 60_000, onWait?: (err: unknown) => void): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (!databaseAway(err) || Date.now() > deadline) throw err;
      onWait?.(err);
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

/** The advisory lock of a first start's seeding (the migrator's is 7240100, the catalog seed's 7240101). */
const START_LOCK = 7240102;

/**
 * Runs `fn` while no other server runs its own under this lock: several servers starting at once
 * on an empty database seed it once, each after the one before has finished (the seeds are
 * written to find their own rows and do nothing the second time).
 */
export async function withStartLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${START_LOCK})`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_LOCK})`.execute(conn);
    }
  });
}

/** One reading of this server's clock against the database's. */
export interface ClockReading {
  /** How far (ms) this server's clock is ahead of the database's (negative: behind). */
  skewMs: number;
  /** The reading's round trip: the skew is known to within half of it. */
  rttMs: number;
}

/**
 * Reads the database's clock against the middle of the round trip. Money deadlines (sales close,
 * grace periods, code expiry) are the database's clock; a server far off it would judge them otherwise.
 */
export async function clockSkew(db: Db): Promise<ClockReading> {
  const before = Date.now();
  const r = await sql<{ ms: string }>`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint::text AS ms`.execute(db);
  const after = Date.now();
  return { skewMs: Math.round((before + after) / 2 - Number(r.rows[0]!.ms)), rttMs: after - before };
}

/**
 * Beyond the bound for certain: the skew less the reading's uncertainty (half its round trip).
 * A loaded database answers slowly; a slow answer alone never says the clock is off.
 */
export const clockTooFar = (r: ClockReading, maxMs: number): boolean => Math.abs(r.skewMs) - r.rttMs / 2 > maxMs;

/** Whether a process of this role runs the workers (jobs, event delivery, the drawer). */
export const runsWorkers = (role: 'web' | 'worker' | 'both'): boolean => role !== 'web';

export interface WorkerCounts {
  /** pg-boss workers per scheduled queue. */
  jobs: number;
  /** pg-boss workers per sent-task queue. */
  tasks: number;
  /** Delivery loops per event subscriber. */
  events: number;
  /** The lottery's draw loop: 0 or 1. */
  drawer: number;
}

/** How many of each worker kind this process runs: none when it runs no workers. */
export function workerCounts(
  c: { JOB_WORKERS: number; TASK_WORKERS: number; EVENT_WORKERS: number; DRAWER_WORKERS: number },
  workers: boolean,
): WorkerCounts {
  if (!workers) return { jobs: 0, tasks: 0, events: 0, drawer: 0 };
  return { jobs: c.JOB_WORKERS, tasks: c.TASK_WORKERS, events: c.EVENT_WORKERS, drawer: c.DRAWER_WORKERS };
}
