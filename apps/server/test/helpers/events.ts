import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { defineSubscriber, emit, type Subscriber } from '../../src/modules/events/index.js';

/** A table the test subscribers write to, in the delivery's transaction. */
export async function createHandledTable(db: Db): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS test_handled (
    seq bigserial PRIMARY KEY, subscriber text NOT NULL, event_id bigint NOT NULL, member_id bigint, worker text
  )`.execute(db);
}

export interface HandledRow {
  seq: string;
  subscriber: string;
  event_id: string;
  member_id: string | null;
  worker: string | null;
}

export async function handledRows(db: Db, subscriber?: string): Promise<HandledRow[]> {
  const r =
    await sql<HandledRow>`SELECT * FROM test_handled ${subscriber ? sql`WHERE subscriber = ${subscriber}` : sql``} ORDER BY seq`.execute(
      db,
    );
  return r.rows;
}

/** A subscriber to member.signed_in that records each event it handles (and can be told to fail or dawdle). */
export function recorder(
  name: string,
  o: Partial<Pick<Subscriber, 'orderedByMember' | 'maxAttempts' | 'retryBaseMs'>> & {
    worker?: string;
    sleepMs?: number;
    fail?: (eventId: string) => boolean;
  } = {},
): Subscriber {
  return defineSubscriber({
    name,
    types: ['member.signed_in'],
    ...(o.orderedByMember !== undefined ? { orderedByMember: o.orderedByMember } : {}),
    ...(o.maxAttempts !== undefined ? { maxAttempts: o.maxAttempts } : {}),
    ...(o.retryBaseMs !== undefined ? { retryBaseMs: o.retryBaseMs } : {}),
    async handle(trx, event) {
      await sql`INSERT INTO test_handled (subscriber, event_id, member_id, worker)
                VALUES (${name}, ${event.id}, ${event.memberId}, ${o.worker ?? null})`.execute(trx);
      if (o.sleepMs) await sql`SELECT pg_sleep(${o.sleepMs / 1000})`.execute(trx);
      if (o.fail?.(event.id)) throw new Error(`handler refused event ${event.id}`);
    },
  });
}

/** Emits one member.signed_in per member id, each in its own transaction; the event ids in order. */
export async function signIns(db: Db, merchantId: string, memberIds: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const memberId of memberIds) {
    ids.push(
      await db
        .transaction()
        .execute((trx) =>
          emit(trx, { type: 'member.signed_in', payload: { merchantId, memberId, method: 'password', ip: '127.0.0.1' } }),
        ),
    );
  }
  return ids;
}

export async function deliveryStates(db: Db, subscriber: string) {
  return db
    .selectFrom('event_deliveries')
    .select(['event_id', 'status', 'attempts', 'last_error', 'next_attempt_at'])
    .where('subscriber', '=', subscriber)
    .orderBy('event_id')
    .execute();
}
