import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DomainEvent } from './events.types.js';

/** Channel the relay listens on; NOTIFY is delivered at commit only, so a rolled-back event never wakes anyone. */
export const EVENTS_CHANNEL = 'domain_events';

/** Class of the two-key advisory locks of emit (apart from the one-key locks used elsewhere). */
const MEMBER_LOCK_CLASS = 1_162_761_812;

/**
 * Writes `event` in the caller's transaction: it commits with the fact it reports, or rolls back
 * with it. Returns the event's id. One statement (lock, insert and wake-up).
 *
 * A member's events get ids in commit order: the insert first takes a transaction lock on the
 * member, so two transactions emitting for one member take ids one after the other, and per-member
 * delivery in id order is the order the facts committed. Call emit last in a transaction (after
 * the ledger's locks): holding the member lock while waiting for another lock could deadlock.
 */
export async function emit(trx: Db, event: DomainEvent): Promise<string> {
  return (await emitAll(trx, [event]))[0]!;
}

/**
 * Several events of one fact (one member, or none) in one statement, ids in the given order:
 * a win's bet.settled and round.settled cost the money path one round trip, not two.
 */
export async function emitAll(trx: Db, events: DomainEvent[]): Promise<string[]> {
  if (!trx.isTransaction) throw new Error(`emit(${events[0]?.type}): pass the transaction that writes the fact`);
  if (events.length === 0) return [];
  const facts = events.map((e) => e.payload as { merchantId: string; memberId?: string | null });
  const memberId = facts[0]!.memberId ?? null;
  if (facts.some((f) => (f.memberId ?? null) !== memberId)) throw new Error('emitAll: events of one member only');
  const rows = events.map(
    (e, i) => sql`(${i}::int, ${e.type}::text, ${facts[i]!.merchantId}::bigint, ${JSON.stringify(e.payload)}::jsonb)`,
  );
  // OFFSET 0 keeps the lock in its own subquery: it is taken before any row (and its id) is made.
  const r = await sql<{ id: string }>`
    WITH e AS (
      INSERT INTO domain_events (type, merchant_id, member_id, payload)
      SELECT v.type, v.merchant_id, ${memberId}::bigint, v.payload
      FROM (
        SELECT CASE WHEN ${memberId}::bigint IS NULL THEN NULL
                    ELSE pg_advisory_xact_lock(${MEMBER_LOCK_CLASS}, hashtext(${memberId}::text)) END AS locked
        OFFSET 0
      ) l
      CROSS JOIN (VALUES ${sql.join(rows)}) AS v(n, type, merchant_id, payload)
      ORDER BY v.n
      RETURNING id
    )
    SELECT id, pg_notify(${EVENTS_CHANNEL}, '') FROM e ORDER BY id`.execute(trx);
  return r.rows.map((x) => x.id);
}
