import { sql } from 'kysely';
import type { BetUnit, LotteryPrizeMode } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import type { LotteryTicketStatus } from '../../../db/schema.lottery.js';

export interface NewOrder {
  merchantId: string;
  memberId: string;
  gameId: string;
  playId: string;
  prizeMode: LotteryPrizeMode;
  content: string;
  bets: number;
  unit: BetUnit;
  prizeGroup: number | null;
  ownGroup: number | null;
  odds: number | null;
  winStop: boolean;
  totalStake: bigint;
  /** Its stakes go to lottery_exposure (the play has a limit per number). */
  numberExposure: boolean;
}
export interface NewTicket {
  roundId: string;
  seq: number;
  multiple: number;
  stake: bigint;
}

/** Serialises one member's bets and cancels, so per-member limits hold under parallel requests. */
export async function lockMember(trx: Db, memberId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('lottery-member'), hashtext(${memberId}))`.execute(trx);
}

export async function insertOrder(trx: Db, o: NewOrder, tickets: NewTicket[]): Promise<{ orderId: string; ticketIds: string[] }> {
  const { id } = await trx
    .insertInto('lottery_orders')
    .values({
      merchant_id: o.merchantId,
      member_id: o.memberId,
      game_id: o.gameId,
      play_id: o.playId,
      prize_mode: o.prizeMode,
      content: o.content,
      bets: o.bets,
      unit: o.unit,
      prize_group: o.prizeGroup,
      own_group: o.ownGroup,
      odds: o.odds,
      win_stop: o.winStop,
      total_stake: o.totalStake.toString(),
      number_exposure: o.numberExposure,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await trx
    .insertInto('lottery_tickets')
    .values(
      tickets.map((t) => ({
        merchant_id: o.merchantId,
        member_id: o.memberId,
        order_id: id,
        round_id: t.roundId,
        seq: t.seq,
        multiple: t.multiple,
        stake: t.stake.toString(),
      })),
    )
    .returning('id')
    .execute();
  return { orderId: id, ticketIds: rows.map((r) => r.id) };
}

/** The member's stakes and elementary bets of one play still pending on each of these draws. */
export async function memberPending(
  trx: Db,
  memberId: string,
  roundIds: string[],
  playId: string,
): Promise<Map<string, { stake: bigint; playBets: number }>> {
  const out = new Map<string, { stake: bigint; playBets: number }>();
  if (!roundIds.length) return out;
  const rows = await trx
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_orders as o', 'o.id', 't.order_id')
    .select((eb) => [
      't.round_id',
      eb.fn.sum<string>('t.stake').as('stake'),
      sql<string>`coalesce(sum(o.bets) FILTER (WHERE o.play_id = ${playId}), 0)`.as('play_bets'),
    ])
    .where('t.member_id', '=', memberId)
    .where('t.round_id', 'in', roundIds)
    .where('t.status', '=', 'pending')
    .groupBy('t.round_id')
    .execute();
  for (const r of rows) out.set(r.round_id, { stake: BigInt(r.stake), playBets: Number(r.play_bets) });
  return out;
}

export interface TicketView {
  ticket_id: string;
  order_id: string;
  game_code: string;
  play_id: string;
  prize_mode: LotteryPrizeMode;
  content: string;
  draw_no: string;
  bets: number;
  unit: BetUnit;
  multiple: number;
  prize_group: number | null;
  odds: number | null;
  stake: string;
  status: LotteryTicketStatus;
  win: string;
  rebate: string;
  refund: string;
  win_stop: boolean;
  placed_at: Date;
  result: number[] | null;
  close_at: Date;
}

/** A member's tickets, newest first, with their draw. */
export async function memberTickets(
  db: Db,
  memberId: string,
  q: { gameCode?: string | undefined; status?: LotteryTicketStatus | undefined; offset: number; limit: number },
): Promise<{ rows: TicketView[]; total: number }> {
  let base = db
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_orders as o', 'o.id', 't.order_id')
    .innerJoin('lottery_rounds as r', 'r.id', 't.round_id')
    .innerJoin('lottery_games as g', 'g.id', 'o.game_id')
    .where('t.member_id', '=', memberId);
  if (q.gameCode) base = base.where('g.code', '=', q.gameCode);
  if (q.status) base = base.where('t.status', '=', q.status);
  const [rows, total] = await Promise.all([
    base
      .select([
        't.id as ticket_id',
        't.order_id',
        'g.code as game_code',
        'o.play_id',
        'o.prize_mode',
        'o.content',
        'r.draw_no',
        'o.bets',
        'o.unit',
        't.multiple',
        'o.prize_group',
        'o.odds',
        't.stake',
        't.status',
        't.win',
        't.rebate',
        't.refund',
        'o.win_stop',
        'o.placed_at',
        'r.result',
        'r.close_at',
      ])
      .orderBy('o.placed_at', 'desc')
      .orderBy('t.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A member's ticket locked for cancelling, with its order's later pending tickets counted. */
export async function lockTicketForCancel(trx: Db, memberId: string, ticketId: string) {
  const t = await trx
    .selectFrom('lottery_tickets as t')
    .innerJoin('lottery_orders as o', 'o.id', 't.order_id')
    .innerJoin('lottery_games as g', 'g.id', 'o.game_id')
    .select([
      't.id',
      't.merchant_id',
      't.order_id',
      't.seq',
      't.stake',
      't.status',
      't.round_id',
      't.multiple',
      'o.prize_mode',
      'o.play_id',
      'o.content',
      'o.unit',
      'o.number_exposure',
      'g.code as game_code',
    ])
    .where('t.id', '=', ticketId)
    .where('t.member_id', '=', memberId)
    .forUpdate('t')
    .executeTakeFirst();
  if (!t) return null;
  const later = await trx
    .selectFrom('lottery_tickets')
    .select('id')
    .where('order_id', '=', t.order_id)
    .where('seq', '>', t.seq)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return { ...t, hasLaterPending: !!later };
}

/** Many tickets made final in one statement; only pending ones change. Answers the ids that changed. */
export async function finishTickets(
  trx: Db,
  rows: { id: string; status: LotteryTicketStatus; win: bigint; rebate: bigint; refund: bigint }[],
  at: Date,
): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const r = await sql<{ id: string }>`
    UPDATE lottery_tickets t SET status = u.status, win = u.win, rebate = u.rebate, refund = u.refund, settled_at = ${at}
      FROM unnest(${rows.map((x) => x.id)}::bigint[], ${rows.map((x) => x.status)}::text[], ${rows.map((x) => x.win.toString())}::bigint[],
                  ${rows.map((x) => x.rebate.toString())}::bigint[], ${rows.map((x) => x.refund.toString())}::bigint[])
           AS u(id, status, win, rebate, refund)
     WHERE t.id = u.id AND t.status = 'pending'
    RETURNING t.id::text AS id`.execute(trx);
  return new Set(r.rows.map((x) => x.id));
}
