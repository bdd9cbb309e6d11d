import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** A stake on one number of one play (contract plays/exposure.ts), in minor units. */
export interface NumberStakeRow {
  playId: string;
  key: string;
  stake: bigint;
}

/** The one order every statement here locks rows in (they follow their arrays' order). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byPlayAndKey = (a: NumberStakeRow, b: NumberStakeRow) => compare(a.playId, b.playId) || compare(a.key, b.key);

/**
 * Adds stakes to numbers of one draw in one statement and answers those numbers' new totals. Each
 * (play, number) once: one statement may not update a row twice. Rows are written in (play,
 * number) order, so with draws taken in id order every placement locks its rows in one order and
 * two cannot deadlock; a row another placement holds is waited for, then added to its total.
 */
export async function addExposure(trx: Db, roundId: string, rows: readonly NumberStakeRow[]): Promise<NumberStakeRow[]> {
  if (!rows.length) return [];
  const sorted = [...rows].sort(byPlayAndKey);
  const r = await sql<{ play_id: string; number_key: string; stake: string }>`
    INSERT INTO lottery_exposure AS e (round_id, play_id, number_key, stake)
    SELECT ${roundId}::bigint, u.play_id, u.number_key, u.stake
      FROM unnest(${sorted.map((x) => x.playId)}::text[], ${sorted.map((x) => x.key)}::text[],
                  ${sorted.map((x) => x.stake.toString())}::bigint[]) WITH ORDINALITY AS u(play_id, number_key, stake, i)
     ORDER BY u.i
    ON CONFLICT (round_id, play_id, number_key) DO UPDATE SET stake = e.stake + excluded.stake
    RETURNING e.play_id, e.number_key, e.stake::text AS stake`.execute(trx);
  return r.rows.map((x) => ({ playId: x.play_id, key: x.number_key, stake: BigInt(x.stake) }));
}

/**
 * Takes a cancelled ticket's stakes off its numbers. The rows are locked in the order placements
 * lock them first (an UPDATE's join would take them in any order and could deadlock with a bet).
 */
export async function releaseExposure(
  trx: Db,
  roundId: string,
  playId: string,
  rows: readonly { key: string; stake: bigint }[],
): Promise<void> {
  if (!rows.length) return;
  const sorted = [...rows].sort((a, b) => compare(a.key, b.key));
  const keys = sorted.map((x) => x.key);
  await sql`
    SELECT 1 FROM lottery_exposure e
      JOIN unnest(${keys}::text[]) WITH ORDINALITY AS u(number_key, i) ON e.number_key = u.number_key
     WHERE e.round_id = ${roundId} AND e.play_id = ${playId}
     ORDER BY u.i FOR UPDATE OF e`.execute(trx);
  await sql`
    UPDATE lottery_exposure e SET stake = e.stake - u.stake
      FROM unnest(${keys}::text[], ${sorted.map((x) => x.stake.toString())}::bigint[]) AS u(number_key, stake)
     WHERE e.round_id = ${roundId} AND e.play_id = ${playId} AND e.number_key = u.number_key`.execute(trx);
}

/** A settled draw's rows: nothing is sold on it any more, so nothing reads them. */
export async function dropExposure(trx: Db, roundId: string): Promise<void> {
  await trx.deleteFrom('lottery_exposure').where('round_id', '=', roundId).execute();
}
