import { sql } from 'kysely';
import type { OfficialResult } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';

/**
 * official_feed_answers: when each feed was last asked about a draw and what it answered. The
 * ask is claimed here, so every instance on the database asks a feed at most once per retry
 * period between them (a process's memory would let each instance ask on its own).
 */

/** Claims the next ask of `feedId` about a draw: false when it answered already or was asked since `asOf`. */
export async function claimAsk(db: Db, drawId: string, feedId: string, now: Date, asOf: Date): Promise<boolean> {
  const r = await sql<{ draw_id: string }>`
    INSERT INTO official_feed_answers (draw_id, feed_id, asked_at) VALUES (${drawId}, ${feedId}, ${now})
    ON CONFLICT (draw_id, feed_id) DO UPDATE SET asked_at = EXCLUDED.asked_at
     WHERE official_feed_answers.result IS NULL AND official_feed_answers.asked_at <= ${asOf}
    RETURNING draw_id`.execute(db);
  return r.rows.length > 0;
}

/** A feed's answer (checked against the draw's shape by the caller). */
export async function recordAnswer(trx: Db, drawId: string, feedId: string, result: OfficialResult, at: Date): Promise<void> {
  await trx
    .updateTable('official_feed_answers')
    .set({ result: JSON.stringify(result), answered_at: at })
    .where('draw_id', '=', drawId)
    .where('feed_id', '=', feedId)
    .execute();
}

/** Every answer feeds gave about a draw. */
export async function answersOf(db: Db, drawId: string): Promise<{ feedId: string; result: OfficialResult }[]> {
  const rows = await db
    .selectFrom('official_feed_answers')
    .select(['feed_id', 'result'])
    .where('draw_id', '=', drawId)
    .where('result', 'is not', null)
    .orderBy('answered_at')
    .orderBy('feed_id')
    .execute();
  return rows.map((r) => ({ feedId: r.feed_id, result: r.result! }));
}
