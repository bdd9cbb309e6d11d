import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StoredEvent } from './events.types.js';
import * as repo from './events.repository.js';
import { DEFAULT_MAX_ATTEMPTS, retryDelayMs, type Subscriber } from './subscriber.js';

/** A handler's statements end after this long (the delivery then counts as failed). */
const HANDLER_STATEMENT_TIMEOUT_MS = 30_000;

/** Events the relay fans out per transaction. */
const FAN_OUT_BATCH = 500;

export type DeliveryOutcome = 'handled' | 'failed' | 'parked' | 'none';

export const subscriptionsOf = (subscribers: readonly Subscriber[]): repo.Subscription[] =>
  subscribers.flatMap((s) => s.types.map((type) => ({ subscriber: s.name, type, ordered: !!s.orderedByMember })));

/** Fans out every committed event not yet fanned out; returns how many. */
export async function relay(db: Db, subscribers: readonly Subscriber[]): Promise<number> {
  const subs = subscriptionsOf(subscribers);
  let total = 0;
  for (;;) {
    const n = await repo.fanOut(db, subs, FAN_OUT_BATCH);
    total += n;
    if (n < FAN_OUT_BATCH) return total;
  }
}

const toStored = (d: repo.ClaimedDelivery) =>
  ({
    id: d.event_id,
    type: d.type,
    merchantId: d.merchant_id,
    memberId: d.member_id,
    payload: d.payload,
    createdAt: d.created_at,
  }) as StoredEvent;

/**
 * Delivers up to `limit` due events to `sub` (the given one, else the next in order) in one
 * transaction: claim (row locks, skipping rows other workers hold; never two events of one
 * order key, as an event waits for the ones before it), each handler in its own savepoint,
 * "done" for those that succeeded. A failing handler's writes are undone and its failure is
 * counted in the same transaction: retried after a back-off, parked after maxAttempts. A crash
 * anywhere before commit leaves the rows as they were. A batch shares one commit: under load,
 * the commit (a synchronous standby's round trip) was most of a delivery's time.
 */
export async function deliverDue(
  db: Db,
  sub: Subscriber,
  opts: { eventId?: string; limit?: number; onError?: (err: unknown, eventId: string) => void } = {},
): Promise<DeliveryOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const claimed = await repo.claimNext(trx, sub.name, opts.eventId, opts.limit ?? 1);
    if (claimed.length === 0) return [];
    // A stuck handler must not hold its delivery (and a member's later events) for ever.
    await sql`SET LOCAL statement_timeout = ${sql.lit(`${HANDLER_STATEMENT_TIMEOUT_MS}ms`)}`.execute(trx);
    const outcomes: DeliveryOutcome[] = [];
    const done: string[] = [];
    for (const d of claimed) {
      await sql`SAVEPOINT handler`.execute(trx);
      try {
        await sub.handle(trx, toStored(d));
        await sql`RELEASE SAVEPOINT handler`.execute(trx);
        done.push(d.event_id);
        outcomes.push('handled');
      } catch (err) {
        await sql`ROLLBACK TO SAVEPOINT handler`.execute(trx);
        opts.onError?.(err, d.event_id);
        const attempts = d.attempts + 1;
        const parked = attempts >= (sub.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
        const error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        await repo.markFailed(trx, sub.name, d.event_id, { attempts, parked, delayMs: retryDelayMs(sub, attempts), error });
        outcomes.push(parked ? 'parked' : 'failed');
      }
    }
    await repo.markDone(trx, sub.name, done);
    return outcomes;
  });
}

/** deliverDue for one event: its outcome, or 'none' when nothing was due. */
export async function deliverOne(
  db: Db,
  sub: Subscriber,
  opts: { eventId?: string; onError?: (err: unknown, eventId: string) => void } = {},
): Promise<DeliveryOutcome> {
  return (await deliverDue(db, sub, { ...opts, limit: 1 }))[0] ?? 'none';
}

export interface DrainResult {
  handled: number;
  failed: number;
  parked: number;
}

/**
 * Fans out and delivers everything due now, then returns (tests, and the worker's inner loop).
 * A failed delivery waits for its back-off, so it is not tried twice in one drain.
 */
export async function deliverPending(
  deps: { db: Db },
  subscribers: readonly Subscriber[],
  opts: { onError?: (err: unknown, eventId: string) => void; limit?: number } = {},
): Promise<DrainResult> {
  const result: DrainResult = { handled: 0, failed: 0, parked: 0 };
  await relay(deps.db, subscribers);
  for (const sub of subscribers) {
    for (let i = 0; i < (opts.limit ?? 100_000); i++) {
      const outcome = await deliverOne(deps.db, sub, opts);
      if (outcome === 'none') break;
      result[outcome]++;
    }
  }
  return result;
}
