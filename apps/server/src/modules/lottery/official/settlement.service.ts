import {
  checkOfficialResult,
  officialProductById,
  officialWinMinor,
  MAX_OFFICIAL_MINOR,
  resultKindOf,
  resultViewOf,
  type OfficialBetStatus,
} from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { emitMany, type DomainEvent } from '../../events/index.js';
import { lockAccounts, postMany } from '../../ledger/index.js';
import { correctHouseBets, finishHouseBets } from '../../providers/index.js';
import {
  ensureLotteryAccounts,
  keptStakesTransactions,
  SettlementAccounts,
  type Accounts,
  type LedgerTx,
} from '../engine/money.js';
import { SETTLE_BATCH, SETTLE_WORKERS } from '../engine/settlement.service.js';
import * as repo from './bets.repository.js';
import { drawById, markSettled, unsettledDrawIds, type DrawRow } from './draws.repository.js';
import { dropOfficialExposure } from './exposure.repository.js';
import { officialGameById, type OfficialGame } from './games.repository.js';
import { refundTx, reverseTx, winTx } from './money.js';
import { correctionOf, statusOf } from './outcome.js';
import { officialVendorOf, pricingOf } from './terms.js';

/**
 * Settles an official draw's bets on its current result (or refunds them on a void), in batches
 * as the fast draws do (engine/settlement.service.ts): each batch is one transaction that locks
 * its bets (SKIP LOCKED, so settlers of one or several instances share a draw without overlap),
 * moves the money (keys name bet, step and version: a replay moves nothing), writes the bets,
 * their betting records and events. A bet settled on an older version is re-settled (outcome.ts).
 * Once no bet is left behind the version, the draw is marked settled and its exposure dropped.
 */
export interface SettleOptions {
  batch?: number;
  workers?: number;
}

/** How a resulted draw's bets win: the view derived once; each bet's own half-pay numbers. */
function judgeOf(game: OfficialGame, draw: DrawRow) {
  const kind = resultKindOf(game.lottery, draw.source);
  const checked = kind && checkOfficialResult(kind, draw.result);
  // Results are checked at intake; one that does not fit here is a bug to stop on, not to settle.
  if (!kind || !checked?.ok) throw new Error(`official draw ${draw.id}: its result does not fit ${game.lottery}/${draw.source}`);
  const view = resultViewOf(kind, checked.value);
  return (b: repo.BetToSettle): bigint => {
    const product = officialProductById(b.product_id)!;
    const picks = product.parse(b.content);
    if (picks === null) throw new Error(`official bet ${b.id}: its content no longer parses`);
    const win = officialWinMinor(product.settle(picks, view), pricingOf(b.price, b.payout), b.points, new Set(b.half_pay));
    return win > MAX_OFFICIAL_MINOR ? MAX_OFFICIAL_MINOR : win;
  };
}

export async function settleOfficialDraw(db: Db, drawId: string, nowMs: number, opts: SettleOptions = {}): Promise<number> {
  const draw = await drawById(db, drawId);
  if (!draw || draw.status === 'open') return 0;
  const game = (await officialGameById(db, draw.game_id))!;
  const vendor = officialVendorOf(game.lottery);
  await ensureLotteryAccounts(db, draw.merchant_id, [vendor]);
  const target: repo.SettleTarget = draw.status === 'void' ? { void: true } : { void: false, version: draw.result_version };
  let judge: ((b: repo.BetToSettle) => bigint) | null = null;
  if (!target.void) judge = judgeOf(game, draw);
  const ctx: Ctx = { draw, game, vendor, target, judge, accounts: new SettlementAccounts(draw.merchant_id), at: new Date(nowMs) };
  let settled = 0;
  const work = async () => {
    // Bets below the cursor are settled, or locked by another settler that settles them.
    let after = '0';
    for (;;) {
      const n = await db.transaction().execute(async (trx) => {
        const bets = await repo.lockBetsToSettle(trx, drawId, target, after, opts.batch ?? SETTLE_BATCH);
        if (bets.length) after = bets[bets.length - 1]!.id;
        await settleBatch(trx, ctx, bets);
        return bets.length;
      });
      settled += n;
      if (n === 0) break;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.workers ?? SETTLE_WORKERS) }, work));
  // Whoever finishes last sees nothing left (another settler's open batch still counts as due).
  if (!(await repo.hasBetsToSettle(db, drawId, target)))
    await db.transaction().execute(async (trx) => {
      if (await markSettled(trx, drawId, target.void ? 0 : target.version, ctx.at)) await dropOfficialExposure(trx, drawId);
    });
  return settled;
}

interface Ctx {
  draw: DrawRow;
  game: OfficialGame;
  vendor: string;
  target: repo.SettleTarget;
  judge: ((b: repo.BetToSettle) => bigint) | null;
  accounts: SettlementAccounts;
  at: Date;
}

/** One batch: outcomes computed here, then bets, betting records, events and the ledger a statement each. */
async function settleBatch(trx: Db, ctx: Ctx, bets: repo.BetToSettle[]): Promise<void> {
  if (!bets.length) return;
  const { draw, game, vendor } = ctx;
  const merchantId = draw.merchant_id;
  await ctx.accounts.load(
    trx,
    bets.map((b) => b.member_id),
  );
  const accs: Accounts[] = [];
  for (const b of bets) accs.push(await ctx.accounts.of(trx, b.member_id, vendor));
  // A correction takes back at most the member's balance: lock every account of the batch in id
  // order (ledger_post's order) and read the balances, so nothing moves them before the posting.
  const balances = bets.some((b) => b.settled_version > 0)
    ? await lockAccounts(
        trx,
        merchantId,
        accs.flatMap((a) => [a.member, a.pending, a.house]),
      )
    : new Map<string, bigint>();
  const credit = (account: string, amount: bigint) => balances.set(account, (balances.get(account) ?? 0n) + amount);

  const finished: repo.SettledBet[] = [];
  const firstTime: { roundId: string; status: 'settled' | 'cancelled'; validBet: bigint; win: bigint }[] = [];
  const corrected: { roundId: string; win: bigint }[] = [];
  const kept: { ticketId: string; acc: Accounts; stake: bigint; refund: bigint }[] = [];
  const txs: LedgerTx[] = [];
  const events: DomainEvent[] = [];
  const lost = new Map<string, { tickets: number; stake: bigint }>();
  const base = { merchantId, vendor, gameCode: game.code, source: 'lottery' as const, gameType: 'LOTT' };

  for (const [i, b] of bets.entries()) {
    const acc = accs[i]!;
    const m = { betId: b.id, vendor, acc };
    const stake = BigInt(b.stake);
    const round = { ...base, memberId: b.member_id, roundId: b.id, betId: b.id, stake: b.stake };
    if (ctx.target.void) {
      finished.push({ id: b.id, status: 'void', win: 0n, refund: stake, version: 0, unrecovered: 0n });
      firstTime.push({ roundId: b.id, status: 'cancelled', validBet: 0n, win: 0n });
      txs.push(...refundTx(m, stake));
      events.push({ type: 'round.settled', payload: { ...round, status: 'cancelled', validBet: '0', win: '0' } });
      continue;
    }
    const version = ctx.target.version;
    const win = ctx.judge!(b);
    if (b.settled_version === 0) {
      const status: OfficialBetStatus = statusOf(win);
      finished.push({ id: b.id, status, win, refund: 0n, version, unrecovered: 0n });
      firstTime.push({ roundId: b.id, status: 'settled', validBet: stake, win });
      kept.push({ ticketId: b.id, acc, stake, refund: 0n });
      txs.push(...winTx(m, version, win));
      credit(acc.member, win);
      if (win > 0n)
        events.push({ type: 'round.settled', payload: { ...round, status: 'settled', validBet: b.stake, win: win.toString() } });
      else {
        const l = lost.get(b.member_id) ?? { tickets: 0, stake: 0n };
        lost.set(b.member_id, { tickets: l.tickets + 1, stake: l.stake + stake });
      }
      continue;
    }
    const prev = { win: BigInt(b.win), unrecovered: BigInt(b.unrecovered) };
    const c = correctionOf(prev, win, (balances.get(acc.member) ?? 0n) + win);
    finished.push({ id: b.id, status: c.status, win, refund: 0n, version, unrecovered: c.unrecovered });
    if (!c.changed) continue;
    // The new win first, then the take-back: the member never goes below zero in between.
    txs.push(...winTx(m, version, win), ...reverseTx(m, b.settled_version, c.taken));
    credit(acc.member, win - c.taken);
    corrected.push({ roundId: b.id, win });
    events.push({
      type: 'lottery.bet_corrected',
      payload: {
        ...base,
        memberId: b.member_id,
        roundId: b.id,
        betId: b.id,
        resultVersion: version,
        previousWin: prev.win.toString(),
        win: win.toString(),
        takenBack: c.taken.toString(),
        unrecovered: c.unrecovered.toString(),
      },
    });
  }
  for (const [memberId, l] of lost) {
    events.push({
      type: 'lottery.tickets_lost',
      payload: {
        merchantId,
        memberId,
        vendor,
        drawId: draw.id,
        gameCode: game.code,
        tickets: l.tickets,
        stake: l.stake.toString(),
      },
    });
  }

  await repo.finishBets(trx, finished, ctx.at);
  await finishHouseBets(trx, merchantId, vendor, firstTime, ctx.at);
  await correctHouseBets(trx, merchantId, vendor, corrected, ctx.at);
  // The shared pending and house shards late, as the fast draws do, and the events after the
  // ledger (the members' event locks after the ledger's rows, as every money path takes them).
  txs.push(...keptStakesTransactions(draw.id, kept, 'official'));
  await postMany(trx, merchantId, txs);
  await emitMany(trx, events);
}

/** A draw whose settlement failed is tried again after this long (others go first meanwhile). */
export const SETTLE_RETRY_MS = 5 * 60_000;
/** Per database: draw ids of another database are other draws. */
const failedAtOf = new WeakMap<Db, Map<string, number>>();

/** Settles every draw with a result version not settled yet or a void not refunded yet (crash resume included). */

export async function settleOfficialBacklog(
  db: Db,
  nowMs: number,
  limit = 50,
  onError: (err: unknown, drawId: string) => void = (err) => {
    throw err;
  },
): Promise<number> {
  let n = 0;
  let failedAt = failedAtOf.get(db);
  if (!failedAt) failedAtOf.set(db, (failedAt = new Map()));
  const failing = [...failedAt].filter(([, at]) => nowMs - at < SETTLE_RETRY_MS).map(([id]) => id);
  const ids = (await unsettledDrawIds(db, limit + failing.length)).filter((id) => !failing.includes(id)).slice(0, limit);
  for (const id of ids) {
    // One draw that cannot be settled (logged, retried later) must not hold up the others.
    try {
      n += await settleOfficialDraw(db, id, nowMs);
      failedAt.delete(id);
    } catch (err) {
      failedAt.set(id, nowMs);
      onError(err, id);
    }
  }
  return n;
}
