import { sql, type Selectable } from 'kysely';
import type { Family, LotteryPrizeMode } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import type { LotteryOrderTable, LotteryTicketTable } from '../../../db/schema.lottery.js';

export interface SettlingRound {
  id: string;
  merchantId: string;
  status: 'open' | 'drawn' | 'void';
  result: number[] | null;
  family: Family;
  gameCode: string;
  dragonTigerTie: 'refund' | 'lose';
}

export async function settlingRound(db: Db, roundId: string): Promise<SettlingRound | null> {
  const r = await db
    .selectFrom('lottery_rounds as r')
    .innerJoin('lottery_games as g', 'g.id', 'r.game_id')
    .select(['r.id', 'r.merchant_id', 'r.status', 'r.result', 'g.family', 'g.code', 'g.dragon_tiger_tie'])
    .where('r.id', '=', roundId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    merchantId: r.merchant_id,
    status: r.status,
    result: r.result,
    family: r.family,
    gameCode: r.code,
    dragonTigerTie: r.dragon_tiger_tie,
  };
}

/** A pending ticket with what settling it needs of its order (types read off the schema). */
export type PendingTicket = Pick<Selectable<LotteryTicketTable>, 'id' | 'member_id' | 'order_id' | 'seq' | 'multiple' | 'stake'> &
  Pick<
    Selectable<LotteryOrderTable>,
    'play_id' | 'prize_mode' | 'content' | 'bets' | 'unit' | 'prize_group' | 'own_group' | 'odds' | 'win_stop'
  >;

/** The next pending tickets of a draw after a ticket id, locked (another settler skips them). */
export async function lockPendingTickets(trx: Db, roundId: string, after: string, limit: number): Promise<PendingTicket[]> {
  const r = await sql<PendingTicket>`
    SELECT t.id, t.member_id, t.order_id, t.seq, t.multiple, t.stake, o.play_id, o.prize_mode, o.content, o.bets,
           o.unit, o.prize_group, o.own_group, o.odds, o.win_stop
    FROM lottery_tickets t JOIN lottery_orders o ON o.id = t.order_id
    WHERE t.round_id = ${roundId} AND t.id > ${after} AND t.status = 'pending'
    ORDER BY t.id
    LIMIT ${limit}
    FOR UPDATE OF t SKIP LOCKED`.execute(trx);
  return r.rows;
}

export async function hasPending(db: Db, roundId: string): Promise<boolean> {
  const r = await db
    .selectFrom('lottery_tickets')
    .select('id')
    .where('round_id', '=', roundId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return !!r;
}

/** A settled draw's lost tickets (no win, nothing refunded), summed per member and prize mode. */
export async function lossesOfRound(trx: Db, roundId: string) {
  const r = await sql<{ memberId: string; prizeMode: LotteryPrizeMode; tickets: number; stake: string; rebate: string }>`
    SELECT t.member_id::text AS "memberId", o.prize_mode AS "prizeMode", count(*)::int AS tickets, sum(t.stake)::text AS stake,
           sum(t.rebate)::text AS rebate
    FROM lottery_tickets t JOIN lottery_orders o ON o.id = t.order_id
    WHERE t.round_id = ${roundId} AND t.status <> 'pending' AND t.win = 0 AND t.refund = 0
    GROUP BY t.member_id, o.prize_mode
    ORDER BY t.member_id`.execute(trx);
  return r.rows;
}

/** Later pending tickets of a chase (after a win with win-stop), locked. */
export async function lockLaterPending(trx: Db, orderId: string, afterSeq: number) {
  return trx
    .selectFrom('lottery_tickets')
    .select(['id', 'stake'])
    .where('order_id', '=', orderId)
    .where('seq', '>', afterSeq)
    .where('status', '=', 'pending')
    .orderBy('seq')
    .forUpdate()
    .execute();
}

/**
 * What each of these members has won on a draw so far, their rows locked in member order until
 * the batch commits (a member's first row starts from their won tickets): settlers paying the same
 * member on the same draw take turns here, each seeing what the one before paid. One statement:
 * an existing row is locked by a no-op update, which waits for a settler holding it and answers
 * its latest total.
 */
export async function lockMemberWins(trx: Db, roundId: string, memberIds: readonly string[]): Promise<Map<string, bigint>> {
  const sorted = [...new Set(memberIds)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const r = await sql<{ memberId: string; won: string }>`
    INSERT INTO lottery_member_draw_wins (round_id, member_id, won)
    SELECT ${roundId}::bigint, u.m,
           (SELECT coalesce(sum(t.win), 0) FROM lottery_tickets t
             WHERE t.member_id = u.m AND t.round_id = ${roundId} AND t.status = 'won')
      FROM unnest(${sorted}::bigint[]) WITH ORDINALITY AS u(m, i)
     ORDER BY u.i
    ON CONFLICT (round_id, member_id) DO UPDATE SET won = lottery_member_draw_wins.won
    RETURNING member_id::text AS "memberId", won::text AS won`.execute(trx);
  return new Map(r.rows.map((x) => [x.memberId, BigInt(x.won)]));
}

/** The members' new totals on a draw (their rows locked by lockMemberWins in this transaction). */
export async function setMemberWins(trx: Db, roundId: string, won: ReadonlyMap<string, bigint>): Promise<void> {
  if (!won.size) return;
  await sql`
    UPDATE lottery_member_draw_wins w SET won = u.won
      FROM unnest(${[...won.keys()]}::bigint[], ${[...won.values()].map(String)}::bigint[]) AS u(member_id, won)
     WHERE w.round_id = ${roundId} AND w.member_id = u.member_id`.execute(trx);
}

/** A settled draw's rows: no ticket of it is left to pay. */
export async function dropMemberWins(trx: Db, roundId: string): Promise<void> {
  await trx.deleteFrom('lottery_member_draw_wins').where('round_id', '=', roundId).execute();
}
