import type { Db } from '../../../db/database.js';
import { emit } from '../../events/index.js';
import { finishHouseBet } from '../../providers/index.js';
import type { LotteryTicketStatus } from '../../../db/schema.lottery.js';
import { accountsOf, settleTicketMoney, vendorOf, type Accounts } from './money.js';
import { finishTicket } from './orders.repository.js';
import { ticketOutcome, type TicketOutcome } from './outcome.js';
import { markSettled, unsettledRoundIds } from './rounds.repository.js';
import * as repo from './settlement.repository.js';
import { limitsOf, type Limits } from './terms.repository.js';

/**
 * Settles every pending ticket of a drawn or void draw, in batches: each batch is one
 * transaction that locks its tickets (SKIP LOCKED, so two settlers share a draw without
 * overlap), moves each ticket's money (ledger keys name the ticket: a replay moves nothing),
 * marks it and its betting record final and emits round.settled. A crash loses at most the
 * open batch, which the next run (the drawer's next tick, a restart) settles again.
 */
export const SETTLE_BATCH = 500;

export interface SettleOptions {
  batch?: number;
  /** Tests: throw after this many tickets, as a crash would (the open batch rolls back). */
  crashAfter?: number;
}

export async function settleRound(db: Db, roundId: string, nowMs: number, opts: SettleOptions = {}): Promise<number> {
  const round = await repo.settlingRound(db, roundId);
  if (!round || round.status === 'open') return 0;
  const at = new Date(nowMs);
  const accounts = new Map<string, Accounts>();
  const limits = new Map<string, Limits>();
  let settled = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const tickets = await repo.lockPendingTickets(trx, roundId, opts.batch ?? SETTLE_BATCH);
      for (const t of tickets) {
        if (opts.crashAfter !== undefined && settled >= opts.crashAfter) throw new Error('settlement crash (test)');
        const vendor = vendorOf(t.prize_mode);
        const key = `${t.member_id}:${vendor}`;
        let acc = accounts.get(key);
        if (!acc) accounts.set(key, (acc = await accountsOf(trx, round.merchantId, t.member_id, vendor)));
        let lim = limits.get(t.play_id);
        if (!lim) limits.set(t.play_id, (lim = await limitsOf(trx, round.merchantId, t.play_id)));
        const outcome: TicketOutcome =
          round.status === 'void'
            ? { status: 'lost', win: 0n, rebate: 0n, refund: BigInt(t.stake) }
            : await capped(trx, t, ticketOutcome(t, round.result!, round.dragonTigerTie), lim, roundId);
        const status: LotteryTicketStatus = round.status === 'void' ? 'void' : outcome.status;
        await finish(trx, round.merchantId, round.gameCode, acc, t.id, t.member_id, vendor, BigInt(t.stake), status, outcome, at);
        if (status === 'won' && t.win_stop) await stopChase(trx, round.merchantId, round.gameCode, acc, t, vendor, at);
        settled++;
      }
      return tickets.length;
    });
    if (n === 0) break;
  }
  if (!(await repo.hasPending(db, roundId))) await markSettled(db, roundId, at);
  return settled;
}

/** The solo cap (a bet of very few elementary bets) and the max prize per member and draw. */
async function capped(trx: Db, t: repo.PendingTicket, o: TicketOutcome, lim: Limits, roundId: string): Promise<TicketOutcome> {
  let win = o.win;
  if (win > 0n && lim.soloBets !== null && lim.soloMaxPrize !== null && t.bets <= lim.soloBets && win > lim.soloMaxPrize) {
    win = lim.soloMaxPrize;
  }
  if (win > 0n && lim.maxPrizeMemberDraw !== null) {
    const room = lim.maxPrizeMemberDraw - (await repo.memberWonOnRound(trx, t.member_id, roundId));
    if (win > room) win = room > 0n ? room : 0n;
  }
  if (win === o.win) return o;
  return { ...o, win, status: win > 0n ? 'won' : o.refund > 0n ? 'tie' : 'lost' };
}

async function finish(
  trx: Db,
  merchantId: string,
  gameCode: string,
  acc: Accounts,
  ticketId: string,
  memberId: string,
  vendor: string,
  stake: bigint,
  status: LotteryTicketStatus,
  o: { win: bigint; rebate: bigint; refund: bigint },
  at: Date,
): Promise<void> {
  await settleTicketMoney(trx, merchantId, acc, `round:${vendor}:${ticketId}`, { stake, ...o });
  await finishTicket(trx, ticketId, status, o, at);
  const cancelled = status === 'void' || status === 'cancelled' || status === 'chase_cancelled' || o.refund === stake;
  const validBet = stake - o.refund;
  await finishHouseBet(trx, {
    merchantId,
    vendor,
    roundId: ticketId,
    status: cancelled ? 'cancelled' : 'settled',
    validBet,
    win: o.win,
    at,
  });
  await emit(trx, {
    type: 'round.settled',
    payload: {
      merchantId,
      memberId,
      vendor,
      roundId: ticketId,
      gameCode,
      source: 'lottery',
      betId: ticketId,
      gameType: vendor,
      status: cancelled ? 'cancelled' : 'settled',
      stake: stake.toString(),
      validBet: validBet.toString(),
      win: o.win.toString(),
    },
  });
}

/** Win-stop: the chase's later draws are cancelled and refunded now. */
async function stopChase(
  trx: Db,
  merchantId: string,
  gameCode: string,
  acc: Accounts,
  t: repo.PendingTicket,
  vendor: string,
  at: Date,
) {
  for (const later of await repo.lockLaterPending(trx, t.order_id, t.seq)) {
    const stake = BigInt(later.stake);
    await finish(
      trx,
      merchantId,
      gameCode,
      acc,
      later.id,
      t.member_id,
      vendor,
      stake,
      'chase_cancelled',
      { win: 0n, rebate: 0n, refund: stake },
      at,
    );
  }
}

/** Settles every drawn or void draw that still has pending tickets (crash resume included). */
export async function settleBacklog(db: Db, nowMs: number, limit = 50): Promise<number> {
  let n = 0;
  for (const id of await unsettledRoundIds(db, limit)) n += await settleRound(db, id, nowMs);
  return n;
}

/** The player cancels a pending ticket before its sales close (a chase from its last draw backwards). */
export async function refundCancelled(
  trx: Db,
  merchantId: string,
  gameCode: string,
  acc: Accounts,
  ticketId: string,
  memberId: string,
  vendor: string,
  stake: bigint,
  at: Date,
): Promise<void> {
  await finish(
    trx,
    merchantId,
    gameCode,
    acc,
    ticketId,
    memberId,
    vendor,
    stake,
    'cancelled',
    { win: 0n, rebate: 0n, refund: stake },
    at,
  );
}
