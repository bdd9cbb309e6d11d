import type { Db } from '../../../db/database.js';
import { emitMany } from '../../events/index.js';
import { postMany } from '../../ledger/index.js';
import { finishHouseBets } from '../../providers/index.js';
import type { LotteryTicketStatus } from '../../../db/schema.lottery.js';
import {
  ensureLotteryAccounts,
  isLost,
  keptStakesTransactions,
  SettlementAccounts,
  ticketTransactions,
  vendorOf,
  type Accounts,
} from './money.js';
import { dropExposure } from './exposure.repository.js';
import { finishTickets } from './orders.repository.js';
import { ticketOutcome, type JudgedContents, type TicketOutcome } from './outcome.js';
import { markSettled, unsettledRoundIds } from './rounds.repository.js';
import * as repo from './settlement.repository.js';
import { capsPrizePerMemberDraw, limitsOf, type Limits } from './terms.repository.js';

/**
 * Settles every pending ticket of a drawn or void draw, in batches: each batch is one
 * transaction that locks its tickets (SKIP LOCKED, so settlers of one or several instances share
 * a draw without overlap), moves the money (ledger keys name the ticket or the draw and batch: a
 * replay moves nothing), marks the tickets and their betting records final and emits their
 * events. A crash loses at most the open batches, which the next run (the drawer's next tick, a
 * restart) settles again.
 */
export const SETTLE_BATCH = 2_000;
/**
 * Settlers side by side: PostgreSQL does most of the work, and a third keeps both cores of a
 * 2-core machine busy while the others wait on a commit (measured: 2 and 4 were slower).
 */
export const SETTLE_WORKERS = 3;

export interface SettleOptions {
  batch?: number;
  /** Settlers working the draw side by side (SKIP LOCKED shares its tickets out); default SETTLE_WORKERS. */
  workers?: number;
  /** Tests: fail the batch that would take the count past this many tickets, as a crash would (it rolls back). */
  crashAfter?: number;
}

/**
 * Settles a draw's pending tickets. Each batch is one transaction of a few statements whatever
 * its size: the tickets' outcomes are computed here, then the tickets, their betting records, the
 * events of those that did not simply lose and the ledger (ledger_post_batch: per ticket what
 * reaches the member, per shard the stakes the house keeps) are written set-based. Win-stop chases
 * are cancelled ticket by ticket (they are few). Once no ticket is pending, the draw is marked
 * settled and its losses are emitted per member.
 */
export async function settleRound(db: Db, roundId: string, nowMs: number, opts: SettleOptions = {}): Promise<number> {
  const round = await repo.settlingRound(db, roundId);
  if (!round || round.status === 'open') return 0;
  await ensureLotteryAccounts(db, round.merchantId);
  const at = new Date(nowMs);
  const accounts = new SettlementAccounts(round.merchantId);
  const limits = new Map<string, Limits>();
  // Wins count towards the max prize per member and draw (memberDrawCapped) once any limit sets it.
  let counting = round.status === 'drawn' && (await capsPrizePerMemberDraw(db, round.merchantId));
  let settled = 0;
  const judged: JudgedContents = new Map();
  const work = async () => {
    // Tickets below the cursor are settled, or locked by another settler that settles them.
    let after = '0';
    for (;;) {
      const n = await db.transaction().execute(async (trx) => {
        const tickets = await repo.lockPendingTickets(trx, roundId, after, opts.batch ?? SETTLE_BATCH);
        if (tickets.length) after = tickets[tickets.length - 1]!.id;
        await accounts.load(
          trx,
          tickets.map((t) => t.member_id),
        );
        const outcomes: { lim: Limits; outcome: TicketOutcome }[] = [];
        for (const t of tickets) {
          let lim = limits.get(t.play_id);
          if (!lim) limits.set(t.play_id, (lim = await limitsOf(trx, round.merchantId, t.play_id)));
          if (lim.maxPrizeMemberDraw !== null && round.status === 'drawn') counting = true;
          const outcome: TicketOutcome =
            round.status === 'void'
              ? { status: 'lost', win: 0n, rebate: 0n, refund: BigInt(t.stake) }
              : soloCapped(t, ticketOutcome(t, round.result!, round.dragonTigerTie, judged), lim);
          outcomes.push({ lim, outcome });
        }
        // The winners' totals on the draw, locked until this batch commits: settlers side by side
        // take turns per member, so together they never pay one past the cap.
        const winners = tickets.filter((t, i) => outcomes[i]!.outcome.win > 0n).map((t) => t.member_id);
        const won = counting && winners.length ? await repo.lockMemberWins(trx, roundId, winners) : null;
        const plans: Plan[] = [];
        for (const [i, t] of tickets.entries()) {
          const vendor = vendorOf(t.prize_mode);
          const acc = await accounts.of(trx, t.member_id, vendor);
          const { lim } = outcomes[i]!;
          let { outcome } = outcomes[i]!;
          if (won && outcome.win > 0n) {
            outcome = memberDrawCapped(outcome, lim, won.get(t.member_id) ?? 0n);
            won.set(t.member_id, (won.get(t.member_id) ?? 0n) + outcome.win);
          }
          const status: LotteryTicketStatus = round.status === 'void' ? 'void' : outcome.status;
          plans.push({ ...outcome, ticketId: t.id, memberId: t.member_id, vendor, acc, stake: BigInt(t.stake), status });
        }
        if (won) await repo.setMemberWins(trx, roundId, won);
        await finishAll(trx, round.merchantId, round.gameCode, plans, at, roundId);
        if (opts.crashAfter !== undefined && settled + tickets.length > opts.crashAfter)
          throw new Error('settlement crash (test)');
        for (const [i, t] of tickets.entries()) {
          if (plans[i]!.status === 'won' && t.win_stop)
            await stopChase(trx, round.merchantId, round.gameCode, plans[i]!.acc, t, plans[i]!.vendor, at);
        }
        settled += tickets.length;
        return tickets.length;
      });
      if (n === 0) break;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.workers ?? SETTLE_WORKERS) }, work));
  if (!(await repo.hasPending(db, roundId)))
    await db.transaction().execute(async (trx) => {
      if (!(await markSettled(trx, roundId, at))) return;
      await emitLosses(trx, round.merchantId, round.gameCode, roundId);
      await dropExposure(trx, roundId);
      await repo.dropMemberWins(trx, roundId);
    });
  return settled;
}

interface Plan {
  ticketId: string;
  memberId: string;
  vendor: 'LOTT' | 'ELOTT';
  acc: Accounts;
  stake: bigint;
  status: LotteryTicketStatus;
  win: bigint;
  rebate: bigint;
  refund: bigint;
}

const isCancelled = (p: Pick<Plan, 'status' | 'refund' | 'stake'>) =>
  p.status === 'void' || p.status === 'cancelled' || p.status === 'chase_cancelled' || p.refund === p.stake;

/**
 * Tickets, ledger, betting records and events of many settled tickets, a statement each. The stakes
 * the house keeps move together (keptStakesTransactions), and lost tickets have their events once
 * the draw is settled (emitLosses): only a settlement of a draw (roundId given) keeps any stake.
 */
async function finishAll(
  trx: Db,
  merchantId: string,
  gameCode: string,
  plans: Plan[],
  at: Date,
  roundId?: string,
): Promise<void> {
  await finishTickets(
    trx,
    plans.map((p) => ({ id: p.ticketId, ...p })),
    at,
  );
  for (const vendor of ['LOTT', 'ELOTT'] as const) {
    const mine = plans.filter((p) => p.vendor === vendor);
    await finishHouseBets(
      trx,
      merchantId,
      vendor,
      mine.map((p) => ({
        roundId: p.ticketId,
        status: isCancelled(p) ? 'cancelled' : 'settled',
        validBet: p.stake - p.refund,
        win: p.win,
      })),
      at,
    );
  }
  // The shared pending and house shard accounts late, so side-by-side settlers queue on them for
  // a short time; the events after the ledger, as every money path takes its locks (outbox.ts):
  // the ledger's rows, then the members' event locks. The other way round, a settler holding a
  // member's event lock waits for that member's account while the member's own bet, holding the
  // account, waits for the event lock: a deadlock.
  const txs = plans.flatMap((p) => ticketTransactions(`round:${p.vendor}:${p.ticketId}`, p.acc, p));
  const kept = keptStakesTransactions(roundId ?? '', plans);
  if (kept.length && roundId === undefined) throw new Error('kept stakes settle with their draw');
  txs.push(...kept);
  await postMany(trx, merchantId, txs);
  await emitMany(
    trx,
    plans
      .filter((p) => !isLost(p))
      .map((p) => ({
        type: 'round.settled' as const,
        payload: {
          merchantId,
          memberId: p.memberId,
          vendor: p.vendor,
          roundId: p.ticketId,
          gameCode,
          source: 'lottery' as const,
          betId: p.ticketId,
          gameType: p.vendor,
          status: isCancelled(p) ? ('cancelled' as const) : ('settled' as const),
          stake: p.stake.toString(),
          validBet: (p.stake - p.refund).toString(),
          win: p.win.toString(),
          ...(p.rebate > 0n ? { rebate: p.rebate.toString() } : {}),
        },
      })),
  );
}

/**
 * Once a draw is settled (in the transaction that marks it so, hence once): each member's lost
 * tickets as one lottery.tickets_lost event per vendor, rather than an event per lost ticket.
 */
async function emitLosses(trx: Db, merchantId: string, gameCode: string, roundId: string): Promise<void> {
  const losses = await repo.lossesOfRound(trx, roundId);
  await emitMany(
    trx,
    losses.map((l) => ({
      type: 'lottery.tickets_lost' as const,
      payload: {
        merchantId,
        memberId: l.memberId,
        vendor: vendorOf(l.prizeMode),
        drawId: roundId,
        gameCode,
        tickets: l.tickets,
        stake: l.stake,
        ...(BigInt(l.rebate) > 0n ? { rebate: l.rebate } : {}),
      },
    })),
  );
}

/** The solo cap: a bet of very few elementary bets wins at most the solo max prize. */
function soloCapped(t: repo.PendingTicket, o: TicketOutcome, lim: Limits): TicketOutcome {
  if (o.win === 0n || lim.soloBets === null || lim.soloMaxPrize === null || t.bets > lim.soloBets || o.win <= lim.soloMaxPrize)
    return o;
  return { ...o, win: lim.soloMaxPrize };
}

/**
 * The max prize per member and draw: what the member has won on the draw so far (`won`, every
 * play's wins) leaves this ticket at most the rest of the cap.
 */
function memberDrawCapped(o: TicketOutcome, lim: Limits, won: bigint): TicketOutcome {
  if (lim.maxPrizeMemberDraw === null) return o;
  const room = lim.maxPrizeMemberDraw - won;
  if (o.win <= room) return o;
  const win = room > 0n ? room : 0n;
  return { ...o, win, status: win > 0n ? 'won' : o.refund > 0n ? 'tie' : 'lost' };
}

/** A stake handed back whole: a chase stopped by a win, a ticket the player cancels. */
const refunded = (
  ticketId: string,
  memberId: string,
  vendor: 'LOTT' | 'ELOTT',
  acc: Accounts,
  stake: bigint,
  status: LotteryTicketStatus,
): Plan => ({
  ticketId,
  memberId,
  vendor,
  acc,
  stake,
  status,
  win: 0n,
  rebate: 0n,
  refund: stake,
});

/** Win-stop: the chase's later draws are cancelled and refunded now. */
async function stopChase(
  trx: Db,
  merchantId: string,
  gameCode: string,
  acc: Accounts,
  t: repo.PendingTicket,
  vendor: 'LOTT' | 'ELOTT',
  at: Date,
) {
  const later = await repo.lockLaterPending(trx, t.order_id, t.seq);
  const plans = later.map((l) => refunded(l.id, t.member_id, vendor, acc, BigInt(l.stake), 'chase_cancelled'));
  await finishAll(trx, merchantId, gameCode, plans, at);
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
  vendor: 'LOTT' | 'ELOTT',
  stake: bigint,
  at: Date,
): Promise<void> {
  await finishAll(trx, merchantId, gameCode, [refunded(ticketId, memberId, vendor, acc, stake, 'cancelled')], at);
}
