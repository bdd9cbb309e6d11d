import { Gauge, Registry } from 'prom-client';
import { processMetrics } from '../../core/metrics.js';
import { poolOf, type Db } from '../../db/database.js';
import { eventBacklog } from '../events/index.js';
import { transactionsByType } from '../ledger/index.js';

/** Counting the ledger is a scan: once a minute is enough for a figure that only grows. */
const LEDGER_CACHE_MS = 60_000;
const ledgerCache = new WeakMap<Db, { at: number; rows: { type: string; count: number }[] }>();

async function ledgerCounts(db: Db) {
  const hit = ledgerCache.get(db);
  if (hit && Date.now() - hit.at < LEDGER_CACHE_MS) return hit.rows;
  const rows = await transactionsByType(db);
  ledgerCache.set(db, { at: Date.now(), rows });
  return rows;
}

/**
 * The Prometheus text: what the process recorded (requests, jobs, node runtime) and what is read
 * at scrape from this instance's pool and the database (event backlog per subscriber, ledger).
 */
export async function renderMetrics(
  deps: { db: Db },
  subscribers: readonly string[] = [],
): Promise<{ contentType: string; body: string }> {
  const scrape = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [scrape] });

  const pool = poolOf(deps.db);
  const conns = gauge('playhouse_db_pool_connections', 'Database pool connections by state (total, idle, waiting clients).', [
    'state',
  ]);
  if (pool) {
    conns.set({ state: 'total' }, pool.totalCount);
    conns.set({ state: 'idle' }, pool.idleCount);
    conns.set({ state: 'waiting' }, pool.waitingCount);
  }

  const undelivered = gauge(
    'playhouse_events_undelivered',
    'Events not yet handled by a subscriber (state pending or parked); subscriber "(relay)": not yet fanned out.',
    ['subscriber', 'state'],
  );
  const oldest = gauge(
    'playhouse_events_oldest_undelivered_seconds',
    'Age of the oldest event a subscriber has not handled yet.',
    ['subscriber'],
  );
  // Every known subscriber has its series, at 0 when it is up to date (an alert can compare them).
  const rows = await eventBacklog(deps.db);
  for (const name of ['(relay)', ...subscribers])
    if (!rows.some((b) => b.subscriber === name)) rows.push({ subscriber: name, pending: 0, parked: 0, oldestSeconds: 0 });
  for (const b of rows) {
    undelivered.set({ subscriber: b.subscriber, state: 'pending' }, b.pending);
    if (b.subscriber !== '(relay)') undelivered.set({ subscriber: b.subscriber, state: 'parked' }, b.parked);
    oldest.set({ subscriber: b.subscriber }, b.oldestSeconds);
  }

  const ledger = gauge(
    'playhouse_ledger_transactions',
    'Committed ledger transactions (each one balanced set of postings) by type, counted in the database.',
    ['type'],
  );
  for (const row of await ledgerCounts(deps.db)) ledger.set({ type: row.type }, row.count);

  const merged = Registry.merge([processMetrics, scrape]);
  return { contentType: merged.contentType, body: await merged.metrics() };
}
