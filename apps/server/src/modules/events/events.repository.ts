import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** domain_events and event_deliveries: only this module reads or writes them. */

/** Channel that wakes every instance's subscriber loops once deliveries exist. */
export const DELIVERIES_CHANNEL = 'event_deliveries';

export interface Subscription {
  subscriber: string;
  type: string;
  ordered: boolean;
}

/**
 * Fans out up to `batch` committed events, in id order, to one delivery row per subscription.
 * One relay at a time across instances (a transaction advisory lock), so events are fanned out in
 * id order; an instance that finds the lock taken does nothing. Returns how many events it took.
 */
export async function fanOut(db: Db, subs: Subscription[], batch: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(hashtext('events:relay')) AS ok`.execute(trx);
    if (!lock.rows[0]!.ok) return 0;
    const r = await sql<{ n: string }>`
      WITH picked AS (
        SELECT id, type, member_id FROM domain_events WHERE fanned_out_at IS NULL ORDER BY id LIMIT ${batch}
      ), fanned AS (
        INSERT INTO event_deliveries (subscriber, event_id, order_key)
        SELECT s.subscriber, p.id, CASE WHEN s.ordered THEN p.member_id END
        FROM picked p
        JOIN unnest(${subs.map((s) => s.subscriber)}::text[], ${subs.map((s) => s.type)}::text[], ${subs.map((s) => s.ordered)}::bool[])
          AS s(subscriber, type, ordered) ON s.type = p.type
        ON CONFLICT DO NOTHING
        RETURNING 1
      ), marked AS (
        UPDATE domain_events SET fanned_out_at = now() WHERE id IN (SELECT id FROM picked) RETURNING 1
      )
      SELECT (SELECT count(*) FROM marked) AS n,
             CASE WHEN (SELECT count(*) FROM fanned) > 0 THEN pg_notify(${DELIVERIES_CHANNEL}, '') END AS woke`.execute(trx);
    return Number(r.rows[0]!.n);
  });
}

export interface ClaimedDelivery {
  event_id: string;
  attempts: number;
  type: string;
  merchant_id: string;
  member_id: string | null;
  payload: unknown;
  created_at: Date;
}

/**
 * Locks the next due delivery of `subscriber` (or the given event's), skipping rows other workers
 * hold. A delivery waits while an earlier delivery of the same member for this subscriber is not
 * done (pending, in back-off, held by another worker, or parked): that is the per-member order.
 */
export async function claimNext(trx: Db, subscriber: string, eventId?: string, limit = 1): Promise<ClaimedDelivery[]> {
  const r = await sql<ClaimedDelivery>`
    SELECT d.event_id, d.attempts, e.type, e.merchant_id, e.member_id, e.payload, e.created_at
    FROM event_deliveries d JOIN domain_events e ON e.id = d.event_id
    WHERE d.subscriber = ${subscriber} AND d.status = 'pending' AND d.next_attempt_at <= now()
      ${eventId ? sql`AND d.event_id = ${eventId}` : sql``}
      AND NOT EXISTS (
        SELECT 1 FROM event_deliveries p
        WHERE p.subscriber = d.subscriber AND p.order_key = d.order_key AND p.event_id < d.event_id AND p.status <> 'done'
      )
    ORDER BY d.event_id
    LIMIT ${limit}
    FOR UPDATE OF d SKIP LOCKED`.execute(trx);
  return r.rows;
}

export async function markDone(trx: Db, subscriber: string, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await trx
    .updateTable('event_deliveries')
    .set({ status: 'done', handled_at: sql<Date>`now()` as unknown as Date, last_error: null })
    .where('subscriber', '=', subscriber)
    .where('event_id', 'in', eventIds)
    .execute();
}

export async function markFailed(
  trx: Db,
  subscriber: string,
  eventId: string,
  f: { attempts: number; parked: boolean; delayMs: number; error: string },
): Promise<void> {
  await trx
    .updateTable('event_deliveries')
    .set({
      attempts: f.attempts,
      status: f.parked ? 'parked' : 'pending',
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${f.delayMs / 1000})` as unknown as Date,
      last_error: f.error.slice(0, 2000),
    })
    .where('subscriber', '=', subscriber)
    .where('event_id', '=', eventId)
    .execute();
}

/** A merchant's parked deliveries, oldest event first. */
export async function parkedDeliveries(
  db: Db,
  merchantId: string,
  q: { subscriber?: string | undefined; offset: number; limit: number },
) {
  let base = db
    .selectFrom('event_deliveries as d')
    .innerJoin('domain_events as e', 'e.id', 'd.event_id')
    .where('d.status', '=', 'parked')
    .where('e.merchant_id', '=', merchantId);
  if (q.subscriber) base = base.where('d.subscriber', '=', q.subscriber);
  const rows = await base
    .select(['d.subscriber', 'd.event_id', 'd.attempts', 'd.last_error', 'e.type', 'e.member_id', 'e.payload', 'e.created_at'])
    .orderBy('d.event_id')
    .orderBy('d.subscriber')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

/** Puts a parked delivery of the merchant back in the queue with a fresh attempt count; false when there is none. */
export async function unpark(db: Db, merchantId: string, subscriber: string, eventId: string): Promise<boolean> {
  const r = await db
    .updateTable('event_deliveries as d')
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql<Date>`now()` as unknown as Date })
    .where('d.subscriber', '=', subscriber)
    .where('d.event_id', '=', eventId)
    .where('d.status', '=', 'parked')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('domain_events as e')
          .select('e.id')
          .whereRef('e.id', '=', 'd.event_id')
          .where('e.merchant_id', '=', merchantId),
      ),
    )
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export interface BacklogRow {
  subscriber: string;
  pending: number;
  parked: number;
  /** Age in seconds of the oldest event not yet handled, 0 when none. */
  oldestSeconds: number;
}

/**
 * Events not yet handled, per subscriber (pending and parked), and events not yet fanned out
 * (subscriber "(relay)"). Computed at scrape from the partial indexes on unfinished rows only.
 */
export async function backlog(db: Db): Promise<BacklogRow[]> {
  const r = await sql<{ subscriber: string; pending: string; parked: string; oldest: string | null }>`
    SELECT d.subscriber,
           count(*) FILTER (WHERE d.status = 'pending') AS pending,
           count(*) FILTER (WHERE d.status = 'parked') AS parked,
           extract(epoch FROM now() - min(e.created_at)) AS oldest
    FROM event_deliveries d JOIN domain_events e ON e.id = d.event_id
    WHERE d.status <> 'done'
    GROUP BY d.subscriber
    UNION ALL
    SELECT '(relay)', count(*), 0, extract(epoch FROM now() - min(created_at))
    FROM domain_events WHERE fanned_out_at IS NULL`.execute(db);
  return r.rows.map((x) => ({
    subscriber: x.subscriber,
    pending: Number(x.pending),
    parked: Number(x.parked),
    oldestSeconds: x.oldest === null ? 0 : Math.max(0, Number(x.oldest)),
  }));
}

/** Drops handled history: deliveries done `days` ago, and events whose every delivery is done. */
export async function prune(db: Db, days: number): Promise<void> {
  await sql`
    DELETE FROM event_deliveries
    WHERE status = 'done' AND handled_at < now() - make_interval(days => ${days})`.execute(db);
  await sql`
    DELETE FROM domain_events e
    WHERE e.fanned_out_at < now() - make_interval(days => ${days})
      AND NOT EXISTS (SELECT 1 FROM event_deliveries d WHERE d.event_id = e.id)`.execute(db);
}
