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
  if (!trx.isTransaction) throw new Error(`emit(${event.type}): pass the transaction that writes the fact`);
  const p = event.payload as { merchantId: string; memberId?: string | null };
  const memberId = p.memberId ?? null;
  // OFFSET 0 keeps the lock in its own subquery: it runs before the row (and its id) is made.
  const r = await sql<{ id: string }>`
    WITH e AS (
      INSERT INTO domain_events (type, merchant_id, member_id, payload)
      SELECT ${event.type}::text, ${p.merchantId}::bigint, ${memberId}::bigint, ${JSON.stringify(event.payload)}::jsonb
      FROM (
        SELECT CASE WHEN ${memberId}::bigint IS NULL THEN NULL
                    ELSE pg_advisory_xact_lock(${MEMBER_LOCK_CLASS}, hashtext(${memberId}::text)) END AS locked
        OFFSET 0
      ) l
      RETURNING id
    )
    SELECT id, pg_notify(${EVENTS_CHANNEL}, '') FROM e`.execute(trx);
  return r.rows[0]!.id;
}
