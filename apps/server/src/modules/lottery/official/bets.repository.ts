import { sql } from 'kysely';
import type { OfficialBetStatus } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';

/**
 * Official tickets (official_orders) and their bets, one per source (official_bets). A bet's
 * price and payout are copied in when placed; settlement writes its status, win, refund, the
 * result version it stands on and any unrecovered take-back.
 */
export interface NewOrder {
  merchantId: string;
  memberId: string;
  gameId: string;
  drawNo: string;
  productId: string;
  content: string;
  points: number;
  sources: string[];
  totalStake: bigint;
}

export interface NewBet {
  drawId: string;
  bets: number;
  price: bigint;
  payout: Record<string, string>;
  stake: bigint;
  numberExposure: boolean;
  /** The half-pay numbers of the draw's list that the content bets on, when placed. */
  halfPay: string[];
}

/** Writes a ticket and its bets (in the order given: ids ascend with it). */
export async function insertOrder(trx: Db, o: NewOrder, bets: readonly NewBet[], at: Date) {
  const { id } = await trx
    .insertInto('official_orders')
    .values({
      merchant_id: o.merchantId,
      member_id: o.memberId,
      game_id: o.gameId,
      draw_no: o.drawNo,
      product_id: o.productId,
      content: o.content,
      points: o.points,
      sources: o.sources,
      total_stake: o.totalStake.toString(),
      placed_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await trx
    .insertInto('official_bets')
    .values(
      bets.map((b) => ({
        order_id: id,
        merchant_id: o.merchantId,
        member_id: o.memberId,
        draw_id: b.drawId,
        product_id: o.productId,
        content: o.content,
        points: o.points,
        bets: b.bets,
        price: b.price.toString(),
        payout: JSON.stringify(b.payout),
        stake: b.stake.toString(),
        number_exposure: b.numberExposure,
        half_pay: b.halfPay,
        placed_at: at,
      })),
    )
    .returning('id')
    .execute();
  return { orderId: id, betIds: rows.map((r) => r.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)) };
}

/** A bet as settlement reads it. */
export interface BetToSettle {
  id: string;
  member_id: string;
  product_id: string;
  content: string;
  points: number;
  price: string;
  payout: Record<string, string>;
  stake: string;
  status: OfficialBetStatus;
  win: string;
  unrecovered: string;
  settled_version: number;
  half_pay: string[];
}

/**
 * What a settlement of a draw has left: on a result, every bet not settled on `version` yet; on a
 * void, every pending bet.
 */
export type SettleTarget = { readonly void: true } | { readonly void: false; readonly version: number };
const due = (t: SettleTarget) =>
  t.void ? sql`b.status = 'pending'` : sql`b.settled_version < ${t.version} AND b.status <> 'void'`;

/** The next bets to settle after a bet id, locked (another settler skips them). */
export async function lockBetsToSettle(
  trx: Db,
  drawId: string,
  target: SettleTarget,
  after: string,
  limit: number,
): Promise<BetToSettle[]> {
  const r = await sql<BetToSettle>`
    SELECT b.id, b.member_id, b.product_id, b.content, b.points, b.price, b.payout, b.stake, b.status, b.win,
           b.unrecovered, b.settled_version, b.half_pay
      FROM official_bets b
     WHERE b.draw_id = ${drawId} AND b.id > ${after} AND ${due(target)}
     ORDER BY b.id
     LIMIT ${limit}
       FOR UPDATE SKIP LOCKED`.execute(trx);
  return r.rows;
}

export async function hasBetsToSettle(db: Db, drawId: string, target: SettleTarget): Promise<boolean> {
  const r = await sql`SELECT 1 FROM official_bets b WHERE b.draw_id = ${drawId} AND ${due(target)} LIMIT 1`.execute(db);
  return r.rows.length > 0;
}

export interface SettledBet {
  id: string;
  status: OfficialBetStatus;
  win: bigint;
  refund: bigint;
  version: number;
  unrecovered: bigint;
}

/** Many bets' outcomes in one statement. */
export async function finishBets(trx: Db, bets: readonly SettledBet[], at: Date): Promise<void> {
  if (!bets.length) return;
  await sql`
    UPDATE official_bets b
       SET status = u.status, win = u.win, refund = u.refund, settled_version = u.version, unrecovered = u.unrecovered,
           settled_at = ${at}
      FROM unnest(${bets.map((b) => b.id)}::bigint[], ${bets.map((b) => b.status)}::text[],
                  ${bets.map((b) => b.win.toString())}::bigint[], ${bets.map((b) => b.refund.toString())}::bigint[],
                  ${bets.map((b) => b.version)}::int[], ${bets.map((b) => b.unrecovered.toString())}::bigint[])
           AS u(id, status, win, refund, version, unrecovered)
     WHERE b.id = u.id`.execute(trx);
}

export interface MemberBetFilter {
  gameCode?: string | undefined;
  status?: OfficialBetStatus | undefined;
}

/** A member's bets, newest first, with their draw and game (one page and the total). */
export async function memberBets(
  db: Db,
  merchantId: string,
  memberId: string,
  f: MemberBetFilter,
  limit: number,
  offset: number,
) {
  let q = db
    .selectFrom('official_bets as b')
    .innerJoin('official_draws as d', 'd.id', 'b.draw_id')
    .innerJoin('official_games as g', 'g.id', 'd.game_id')
    .where('b.merchant_id', '=', merchantId)
    .where('b.member_id', '=', memberId);
  if (f.gameCode) q = q.where('g.code', '=', f.gameCode);
  if (f.status) q = q.where('b.status', '=', f.status);
  const [rows, total] = await Promise.all([
    q
      .select([
        'b.id',
        'b.order_id',
        'g.code',
        'd.draw_no',
        'd.source',
        'b.product_id',
        'b.content',
        'b.points',
        'b.bets',
        'b.stake',
        'b.status',
        'b.win',
        'b.refund',
        'b.settled_version',
        'b.placed_at',
      ])
      .orderBy('b.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
