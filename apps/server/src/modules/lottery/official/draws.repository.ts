import { sql } from 'kysely';
import type { OfficialDrawState, OfficialLottery, OfficialResult, ResultOrigin } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { dbNow } from '../sales-clock.js';

/**
 * Official draws: one row per draw day (or fast draw) and source. The row's state machine:
 *   open ──result v1──▶ resulted (settling while settled_version < result_version) ──v2…──▶ resulted
 *   open ──no result by the published wait──▶ void (every bet refunded)
 * "closed" and "awaiting" are open rows seen through the clock (stateOf).
 */
export interface DrawRow {
  id: string;
  merchant_id: string;
  game_id: string;
  draw_no: string;
  source: string;
  close_at: Date;
  draw_at: Date;
  status: 'open' | 'resulted' | 'void';
  result: OfficialResult | null;
  result_version: number;
  settled_version: number;
  void_reason: string | null;
  settled_at: Date | null;
}

const DRAW = [
  'id',
  'merchant_id',
  'game_id',
  'draw_no',
  'source',
  'close_at',
  'draw_at',
  'status',
  'result',
  'result_version',
  'settled_version',
  'void_reason',
  'settled_at',
] as const;

export function stateOf(
  d: Pick<DrawRow, 'status' | 'close_at' | 'draw_at' | 'result_version' | 'settled_version'>,
  nowMs: number,
): OfficialDrawState {
  if (d.status === 'void') return 'void';
  if (d.status === 'resulted') return d.settled_version < d.result_version ? 'settling' : 'settled';
  if (nowMs < d.close_at.getTime()) return 'open';
  return nowMs < d.draw_at.getTime() ? 'closed' : 'awaiting';
}

export interface NewDraw {
  merchantId: string;
  gameId: string;
  drawNo: string;
  source: string;
  closeAt: Date;
  drawAt: Date;
  /** Fast draws: the commitment (the fast-draw engine's scheme). */
  commitment?: { seed: Buffer; commit: string; beaconSource: string; beaconRound: bigint };
}

/** A draw opened by another instance first keeps its row (and commitment). */
export async function insertDraws(db: Db, draws: readonly NewDraw[]): Promise<void> {
  if (!draws.length) return;
  await db
    .insertInto('official_draws')
    .values(
      draws.map((d) => ({
        merchant_id: d.merchantId,
        game_id: d.gameId,
        draw_no: d.drawNo,
        source: d.source,
        close_at: d.closeAt,
        draw_at: d.drawAt,
        seed: d.commitment?.seed ?? null,
        commit: d.commitment?.commit ?? null,
        beacon_source: d.commitment?.beaconSource ?? null,
        beacon_round: d.commitment?.beaconRound.toString() ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['game_id', 'draw_no', 'source']).doNothing())
    .execute();
}

export async function drawById(db: Db, id: string): Promise<DrawRow | undefined> {
  return db.selectFrom('official_draws').select(DRAW).where('id', '=', id).executeTakeFirst() as Promise<DrawRow | undefined>;
}

export async function drawOf(db: Db, gameId: string, drawNo: string, source: string): Promise<DrawRow | undefined> {
  return db
    .selectFrom('official_draws')
    .select(DRAW)
    .where('game_id', '=', gameId)
    .where('draw_no', '=', drawNo)
    .where('source', '=', source)
    .executeTakeFirst() as Promise<DrawRow | undefined>;
}

/** Every source's draw of one draw day (or fast draw) of a game. */
export async function drawsOfDay(db: Db, gameId: string, drawNo: string): Promise<DrawRow[]> {
  return db
    .selectFrom('official_draws')
    .select(DRAW)
    .where('game_id', '=', gameId)
    .where('draw_no', '=', drawNo)
    .orderBy('id')
    .execute() as Promise<DrawRow[]>;
}

/** Locks a draw row for a change of its result or state (versions are assigned under this lock). */
export async function lockDraw(trx: Db, id: string): Promise<DrawRow | undefined> {
  const r =
    await sql<DrawRow>`SELECT ${sql.join(DRAW.map((c) => sql.ref(c)))} FROM official_draws WHERE id = ${id} FOR UPDATE`.execute(
      trx,
    );
  return r.rows[0];
}

/** Makes `result` the draw's current result, as version `version` (the caller holds lockDraw). */
export async function setResult(trx: Db, id: string, result: OfficialResult, version: number, at: Date): Promise<void> {
  await trx
    .updateTable('official_draws')
    .set({ status: 'resulted', result: JSON.stringify(result), result_version: version, resulted_at: at })
    .where('id', '=', id)
    .execute();
}

/** Voids an open draw (no result within the published wait): settlement refunds every bet. */
export async function markVoid(trx: Db, id: string, reason: string, at: Date): Promise<boolean> {
  const r = await trx
    .updateTable('official_draws')
    .set({ status: 'void', void_reason: reason, resulted_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Marks a draw settled on `version` (or its void refunded); false when it already was. */
export async function markSettled(db: Db, id: string, version: number, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('official_draws')
    .set({ settled_version: version, settled_at: at })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('settled_version', '<', version), eb.and([eb('status', '=', 'void'), eb('settled_at', 'is', null)])]),
    )
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Draws with bets to settle: a result version not settled yet, or a void not refunded yet. */
export async function unsettledDrawIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('official_draws')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('settled_version', '<', eb.ref('result_version')),
        eb.and([eb('status', '=', 'void'), eb('settled_at', 'is', null)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The latest resulted draws of a merchant's games of one lottery (number openings), newest first. */
export async function latestResulted(
  db: Db,
  merchantId: string,
  lottery: OfficialLottery,
  gameCode: string | undefined,
  limit: number,
) {
  let q = db
    .selectFrom('official_draws as d')
    .innerJoin('official_games as g', 'g.id', 'd.game_id')
    .select(['g.code', 'd.draw_no', 'd.source', 'd.result', 'd.resulted_at'])
    .where('d.merchant_id', '=', merchantId)
    .where('g.lottery', '=', lottery)
    .where('d.status', '=', 'resulted');
  if (gameCode) q = q.where('g.code', '=', gameCode);
  const rows = await q.orderBy('d.resulted_at', 'desc').orderBy('d.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, result: r.result!, resulted_at: r.resulted_at! }));
}

/**
 * What is on sale in a game now: every open source of its next draw day (or next fast draw), i.e.
 * the open rows whose sales are still open and share the earliest such draw number.
 */
export async function onSaleDraws(db: Db, gameId: string, nowMs: number): Promise<DrawRow[]> {
  const now = new Date(nowMs);
  const next = db
    .selectFrom('official_draws')
    .select('draw_no')
    .where('game_id', '=', gameId)
    .where('status', '=', 'open')
    .where('close_at', '>', now)
    .orderBy('draw_at')
    .orderBy('id')
    .limit(1);
  return db
    .selectFrom('official_draws')
    .select(DRAW)
    .where('game_id', '=', gameId)
    .where('status', '=', 'open')
    .where('close_at', '>', now)
    .where('draw_no', '=', next)
    .orderBy('id')
    .execute() as Promise<DrawRow[]>;
}

/** The results board: a game's draws past their draw time (or already resulted or void), newest first, with the origin of the result in force. */
export async function drawBoard(db: Db, gameId: string, nowMs: number, limit: number, offset: number) {
  const q = db
    .selectFrom('official_draws as d')
    .where('d.game_id', '=', gameId)
    .where((eb) => eb.or([eb('d.draw_at', '<=', new Date(nowMs)), eb('d.status', '<>', 'open')]));
  const [rows, total] = await Promise.all([
    q
      .leftJoin('official_results as r', (j) =>
        j.onRef('r.draw_id', '=', 'd.id').onRef('r.version', '=', 'd.result_version').on('r.status', '=', 'approved'),
      )
      .select(DRAW.map((c) => `d.${c}` as const))
      .select('r.origin')
      .orderBy('d.draw_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as (DrawRow & { origin: ResultOrigin | null })[], total: Number(total.n) };
}

/** A ticket's draws of one day and game, share-locked in id order (placement; see betting.service.ts). */
export async function lockDrawsForSale(
  trx: Db,
  gameId: string,
  drawNo: string,
  sources: readonly string[],
  clockShiftMs: number,
): Promise<(DrawRow & { on_sale: boolean })[]> {
  const r = await sql<DrawRow & { on_sale: boolean }>`
    SELECT ${sql.join(DRAW.map((c) => sql.ref(c)))} FROM official_draws
     WHERE game_id = ${gameId} AND draw_no = ${drawNo} AND source IN (${sql.join([...sources])})
     ORDER BY id FOR SHARE`.execute(trx);
  if (r.rows.length === 0) return [];
  // The close is judged once the rows are held, by the database's clock read now.
  const open = await sql<{ id: string; on_sale: boolean }>`
    SELECT id::text AS id, close_at > ${dbNow(clockShiftMs)} AS on_sale
      FROM official_draws WHERE id = ANY (${r.rows.map((d) => d.id)}::bigint[])`.execute(trx);
  return r.rows.map((d) => ({ ...d, on_sale: open.rows.find((o) => o.id === String(d.id))?.on_sale ?? false }));
}
