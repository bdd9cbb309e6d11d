import { sql } from 'kysely';
import type { Family } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { dbNow } from '../sales-clock.js';

export interface RoundRow {
  id: string;
  merchant_id: string;
  game_id: string;
  draw_no: string;
  open_at: Date;
  close_at: Date;
  draw_at: Date;
  commit: string;
  status: 'open' | 'drawn' | 'void';
  result: number[] | null;
  void_reason: string | null;
}
const ROUND = [
  'lottery_rounds.id',
  'lottery_rounds.merchant_id',
  'lottery_rounds.game_id',
  'draw_no',
  'open_at',
  'close_at',
  'draw_at',
  'commit',
  'status',
  'result',
  'void_reason',
] as const;

export interface NewRound {
  merchantId: string;
  gameId: string;
  drawNo: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
  seed: Buffer;
  commit: string;
  beaconSource: string;
  beaconRound: bigint;
}

/** Draw numbers of a game already committed among `drawNos`. */
export async function existingDrawNos(db: Db, gameId: string, drawNos: string[]): Promise<Set<string>> {
  if (!drawNos.length) return new Set();
  const rows = await db
    .selectFrom('lottery_rounds')
    .select('draw_no')
    .where('game_id', '=', gameId)
    .where('draw_no', 'in', drawNos)
    .execute();
  return new Set(rows.map((r) => r.draw_no));
}

/** A draw committed by another instance first keeps its commitment. */
export async function insertRounds(db: Db, rounds: NewRound[]): Promise<void> {
  if (!rounds.length) return;
  await db
    .insertInto('lottery_rounds')
    .values(
      rounds.map((r) => ({
        merchant_id: r.merchantId,
        game_id: r.gameId,
        draw_no: r.drawNo,
        open_at: r.openAt,
        close_at: r.closeAt,
        draw_at: r.drawAt,
        seed: r.seed,
        commit: r.commit,
        beacon_source: r.beaconSource,
        beacon_round: r.beaconRound.toString(),
      })),
    )
    .onConflict((oc) => oc.columns(['game_id', 'draw_no']).doNothing())
    .execute();
}

export interface DueRound {
  id: string;
  merchantId: string;
  gameCode: string;
  family: Family;
  drawNo: string;
  drawAt: Date;
  seed: Buffer;
  beaconSource: string;
  beaconRound: bigint;
}

/** Open draws whose time has come, oldest first. */
export async function dueRoundIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_rounds')
    .select('id')
    .where('status', '=', 'open')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Locks one due draw for drawing, or null when another instance holds it or drew it, or a bet
 * being placed on it holds it (lockOnSale): the next tick draws it, with that bet in.
 */
export async function lockDueRound(trx: Db, id: string): Promise<DueRound | null> {
  const r = await sql<{
    id: string;
    merchant_id: string;
    code: string;
    family: Family;
    draw_no: string;
    draw_at: Date;
    seed: Buffer;
    beacon_source: string;
    beacon_round: string;
  }>`
    SELECT r.id, r.merchant_id, g.code, g.family, r.draw_no, r.draw_at, r.seed, r.beacon_source, r.beacon_round
    FROM lottery_rounds r JOIN lottery_games g ON g.id = r.game_id
    WHERE r.id = ${id} AND r.status = 'open'
    FOR UPDATE OF r SKIP LOCKED`.execute(trx);
  const row = r.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    gameCode: row.code,
    family: row.family,
    drawNo: row.draw_no,
    drawAt: row.draw_at,
    seed: row.seed,
    beaconSource: row.beacon_source,
    beaconRound: BigInt(row.beacon_round),
  };
}

/**
 * Share-locks the draws among `ids` still on sale (open, closing after the database's clock), in
 * id order, until the transaction ends, and answers their ids. A draw being drawn (locked FOR
 * UPDATE) is waited for and then, no longer open, left out; a draw past its close is not locked at
 * all, so late bets never hold the drawer up.
 */
export async function lockOnSale(trx: Db, ids: readonly string[], shiftMs: number): Promise<string[]> {
  const r = await sql<{ id: string }>`
    SELECT id::text AS id FROM lottery_rounds
     WHERE id = ANY (${ids}::bigint[]) AND status = 'open' AND close_at > ${dbNow(shiftMs)}
     ORDER BY id FOR SHARE`.execute(trx);
  return r.rows.map((x) => x.id);
}

/**
 * Whether every one of these draws closes after the database's clock, read now: once their locks
 * are held (lockOnSale judged the close before it waited for them).
 */
export async function closeAfterNow(trx: Db, ids: readonly string[], shiftMs: number): Promise<boolean> {
  const r = await sql<{ open: boolean }>`
    SELECT coalesce(bool_and(close_at > ${dbNow(shiftMs)}), false) AS open
      FROM lottery_rounds WHERE id = ANY (${ids}::bigint[])`.execute(trx);
  return r.rows[0]!.open;
}

export async function markDrawn(trx: Db, id: string, randomness: string, result: number[], at: Date): Promise<void> {
  await trx
    .updateTable('lottery_rounds')
    .set({ status: 'drawn', beacon_randomness: randomness, result, drawn_at: at })
    .where('id', '=', id)
    .execute();
}

export async function markVoid(trx: Db, id: string, reason: string, at: Date): Promise<void> {
  await trx
    .updateTable('lottery_rounds')
    .set({ status: 'void', void_reason: reason, drawn_at: at })
    .where('id', '=', id)
    .execute();
}

/** Marks a draw settled; false when it already was. */
export async function markSettled(db: Db, id: string, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('lottery_rounds')
    .set({ settled_at: at })
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Drawn or void draws whose tickets are not all settled yet (a crash mid-settlement leaves one here). */
export async function unsettledRoundIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_rounds')
    .select('id')
    .where('status', '<>', 'open')
    .where('settled_at', 'is', null)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function roundById(db: Db, id: string): Promise<RoundRow | undefined> {
  return db.selectFrom('lottery_rounds').select(ROUND).where('id', '=', id).executeTakeFirst();
}

export async function roundByNo(db: Db, gameId: string, drawNo: string): Promise<RoundRow | undefined> {
  return db
    .selectFrom('lottery_rounds')
    .select(ROUND)
    .where('game_id', '=', gameId)
    .where('draw_no', '=', drawNo)
    .executeTakeFirst();
}

/** The open draws of a game from `from` on (on sale now and later), in draw order. */
export async function openRounds(db: Db, gameId: string, from: Date, limit: number): Promise<RoundRow[]> {
  return db
    .selectFrom('lottery_rounds')
    .select(ROUND)
    .where('game_id', '=', gameId)
    .where('status', '=', 'open')
    .where('close_at', '>', from)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/** Drawn and void draws of a game, newest first. */
export async function pastRounds(
  db: Db,
  gameId: string,
  offset: number,
  limit: number,
): Promise<{ rows: RoundRow[]; total: number }> {
  const base = db.selectFrom('lottery_rounds').where('game_id', '=', gameId).where('status', '<>', 'open');
  const [rows, total] = await Promise.all([
    base.select(ROUND).orderBy('draw_at', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export interface ProofRow {
  family: Family;
  code: string;
  draw_no: string;
  commit: string;
  seed: Buffer;
  beacon_source: string;
  beacon_round: string;
  beacon_randomness: string | null;
  result: number[] | null;
  status: string;
}

export async function proofOf(db: Db, merchantId: string, gameCode: string, drawNo: string): Promise<ProofRow | undefined> {
  return db
    .selectFrom('lottery_rounds as r')
    .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
    .select([
      'g.family',
      'g.code',
      'r.draw_no',
      'r.commit',
      'r.seed',
      'r.beacon_source',
      'r.beacon_round',
      'r.beacon_randomness',
      'r.result',
      'r.status',
    ])
    .where('g.merchant_id', '=', merchantId)
    .where('g.code', '=', gameCode)
    .where('r.draw_no', '=', drawNo)
    .executeTakeFirst();
}

/** The latest drawn results of a merchant's games (number openings), newest first. */
export async function latestDrawn(db: Db, merchantId: string, gameCode: string | undefined, limit: number) {
  let q = db
    .selectFrom('lottery_rounds as r')
    .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
    .select(['g.code', 'g.family', 'r.draw_no', 'r.result', 'r.drawn_at'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.status', '=', 'drawn');
  if (gameCode) q = q.where('g.code', '=', gameCode);
  return q.orderBy('r.drawn_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}
