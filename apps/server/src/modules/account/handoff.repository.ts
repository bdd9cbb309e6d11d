/** Session hand-off tickets (session_handoffs): what a URL carries instead of a session token. */

import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface NewHandoff {
  merchantId: string;
  memberId: string;
  ticketHash: Buffer;
  method: string;
  sourceSessionId: string | null;
  seconds: number;
}

export async function insertHandoff(db: Db, h: NewHandoff) {
  await db
    .insertInto('session_handoffs')
    .values({
      merchant_id: h.merchantId,
      member_id: h.memberId,
      ticket_hash: h.ticketHash,
      method: h.method,
      source_session_id: h.sourceSessionId,
      expires_at: sql<Date>`now() + make_interval(secs => ${h.seconds})` as unknown as Date,
    })
    .execute();
}

/**
 * Uses the ticket in one conditional update: of this merchant, unused, unexpired, and (when a
 * session minted it) that session still unrevoked and unexpired. Of parallel redeems, exactly
 * one gets the row; the rest see it used.
 */
export async function useHandoff(db: Db, merchantId: string, ticketHash: Buffer) {
  return db
    .updateTable('session_handoffs')
    .set({ used_at: sql<Date>`now()` })
    .where('merchant_id', '=', merchantId)
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where((eb) =>
      eb.or([
        eb('source_session_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('sessions')
            .select('sessions.id')
            .whereRef('sessions.id', '=', 'session_handoffs.source_session_id')
            .where('sessions.revoked_at', 'is', null)
            .where('sessions.expires_at', '>', sql<Date>`now()`),
        ),
      ]),
    )
    .returning(['member_id', 'method'])
    .executeTakeFirst();
}

/** Cleanup job: tickets expired a day ago. */
export async function purgeExpiredHandoffs(db: Db) {
  await db
    .deleteFrom('session_handoffs')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
