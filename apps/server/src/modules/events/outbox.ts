import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DomainEvent } from './events.types.js';

/** Channel the relay listens on; NOTIFY is delivered at commit only, so a rolled-back event never wakes anyone. */
export const EVENTS_CHANNEL = 'domain_events';

/**
 * Writes `event` in the caller's transaction: it commits with the fact it reports, or rolls back
 * with it. One statement (insert and wake-up), so the money path pays one round trip.
 */
export async function emit(trx: Db, event: DomainEvent): Promise<void> {
  if (!trx.isTransaction) throw new Error(`emit(${event.type}): pass the transaction that writes the fact`);
  const p = event.payload as { merchantId: string; memberId?: string | null };
  await sql`
    WITH e AS (
      INSERT INTO domain_events (type, merchant_id, member_id, payload)
      VALUES (${event.type}, ${p.merchantId}, ${p.memberId ?? null}, ${JSON.stringify(event.payload)}::jsonb)
    )
    SELECT pg_notify(${EVENTS_CHANNEL}, '')`.execute(trx);
}
