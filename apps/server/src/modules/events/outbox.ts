import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notifyAfterCommit } from '../../lib/notify-after-commit.js';
import type { DomainEvent } from './events.types.js';

/** Channel the relay listens on (outbox_emit notifies it); NOTIFY is delivered at commit only, so a rolled-back event never wakes anyone. */
export const EVENTS_CHANNEL = 'domain_events';

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
  // outbox_emit (the outbox function migration): the member lock, the inserts and the wake-up in one statement.
  const r = await sql<{ id: string }>`
    SELECT outbox_emit(${memberId}::bigint, ${facts.map((f) => f.merchantId)}::bigint[],
      ${events.map((e) => e.type)}::text[], ${events.map((e) => JSON.stringify(e.payload))}::jsonb[]) AS id`.execute(trx);
  return r.rows.map((x) => x.id);
}

/** For SQL that emits with p_notify false: the relay's wake-up, sent after the commit. */
export function eventsWrittenAfterCommit(db: Db): void {
  notifyAfterCommit(db, EVENTS_CHANNEL, '');
}

/** Events of many members in one statement (bulk work); each member's lock is taken as emit() does. */
export async function emitMany(trx: Db, events: DomainEvent[]): Promise<number> {
  if (!trx.isTransaction) throw new Error('emitMany: pass the transaction that writes the facts');
  if (events.length === 0) return 0;
  const facts = events.map((e) => e.payload as { merchantId: string; memberId?: string | null });
  const r = await sql<{ n: number }>`
    SELECT outbox_emit_many(${facts.map((f) => f.memberId ?? null)}::bigint[], ${facts.map((f) => f.merchantId)}::bigint[],
      ${events.map((e) => e.type)}::text[], ${events.map((e) => JSON.stringify(e.payload))}::jsonb[]) AS n`.execute(trx);
  return r.rows[0]!.n;
}
