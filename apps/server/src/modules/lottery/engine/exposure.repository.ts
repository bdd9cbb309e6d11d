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

/**
 * The two exposure tables, all players' stake per (draw, play or product, number): the fast draws'
 * and the official lotteries' (official/exposure.repository.ts). One upsert serves both.
 */
const TABLES = {
  lottery: { table: 'lottery_exposure', draw: 'round_id', group: 'play_id', number: 'number_key' },
  official: { table: 'official_exposure', draw: 'draw_id', group: 'product_id', number: 'number' },
} as const;

/** A stake on one number of a play (or official product) of one draw. */
export interface GroupStake {
  group: string;
  number: string;
  stake: bigint;
}

/**
 * Adds stakes to numbers of one draw in one statement and answers those numbers' new totals. Each
 * (group, number) once: one statement may not update a row twice. Rows are written in (group,
 * number) order, so with draws taken in id order every placement locks its rows in one order and
 * two cannot deadlock; a row another placement holds is waited for, then added to its total.
 */
export async function upsertExposure(
  trx: Db,
  kind: keyof typeof TABLES,
  drawId: string,
  rows: readonly GroupStake[],
): Promise<GroupStake[]> {
  if (!rows.length) return [];
  const t = TABLES[kind];
  const [draw, group, number] = [sql.ref(t.draw), sql.ref(t.group), sql.ref(t.number)];
  const sorted = [...rows].sort((a, b) => compare(a.group, b.group) || compare(a.number, b.number));
  // The table comes from TABLES (both the lottery module's), so the statement names it by reference.
  const table = sql.table(t.table);
  const r = await sql<{ group: string; number: string; stake: string }>`
    INSERT INTO ${table} (${draw}, ${group}, ${number}, stake)
    SELECT ${drawId}::bigint, u.g, u.n, u.stake
      FROM unnest(${sorted.map((x) => x.group)}::text[], ${sorted.map((x) => x.number)}::text[],
                  ${sorted.map((x) => x.stake.toString())}::bigint[]) WITH ORDINALITY AS u(g, n, stake, i)
     ORDER BY u.i
    ON CONFLICT (${draw}, ${group}, ${number}) DO UPDATE SET stake = ${table}.stake + excluded.stake
    RETURNING ${group} AS "group", ${number} AS "number", stake::text AS stake`.execute(trx);
  return r.rows.map((x) => ({ group: x.group, number: x.number, stake: BigInt(x.stake) }));
}

/** Adds a placement's stakes to numbers of a fast draw (upsertExposure). */
export async function addExposure(trx: Db, roundId: string, rows: readonly NumberStakeRow[]): Promise<NumberStakeRow[]> {
  const totals = await upsertExposure(
    trx,
    'lottery',
    roundId,
    rows.map((x) => ({ group: x.playId, number: x.key, stake: x.stake })),
  );
  return totals.map((x) => ({ playId: x.group, key: x.number, stake: x.stake }));
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
