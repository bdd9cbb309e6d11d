import {
  DERIVATION_VERSION,
  PRIZE_GROUP_MIN,
  playById,
  playsOf,
  ticketNumberStakes,
  type LotteryDraw,
  type LotteryPrizeMode,
  type LotteryTicket,
  type NearAnswer,
  type PlayMenuAnswer,
  type ProofAnswer,
} from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { balanceOf } from '../../ledger/index.js';
import type { LotteryTicketStatus } from '../../../db/schema.lottery.js';
import { LOCAL_BEACON_SOURCE } from './beacon.js';
import { holdOnSale } from './betting.service.js';
import { seedHex } from './draws.service.js';
import { releaseExposure } from './exposure.repository.js';
import { gameByCode, merchantGames, type EngineGame } from './games.repository.js';
import { accountsOf, vendorOf } from './money.js';
import * as orders from './orders.repository.js';
import * as rounds from './rounds.repository.js';
import { refundCancelled } from './settlement.service.js';
import { memberGroup, oddsOf } from './terms.repository.js';

interface Member {
  merchantId: string;
  memberId: string;
}

const nameOf = (g: EngineGame, lang: string) => g.names[lang] ?? g.names.EN ?? g.code;

export async function gamesOf(db: Db, merchantId: string, lang: string) {
  return (await merchantGames(db, merchantId)).map((g) => ({
    gameId: g.code,
    family: g.family,
    name: nameOf(g, lang),
    cadenceMinutes: g.schedule.cadenceMinutes,
    closeSeconds: g.schedule.closeSeconds,
    modes: g.modes,
  }));
}

async function gameOf(db: Db, merchantId: string, code: string): Promise<EngineGame> {
  const g = await gameByCode(db, merchantId, code);
  if (!g) throw new AppError('not_found');
  return g;
}

function drawView(r: rounds.RoundRow): LotteryDraw {
  return {
    numero: r.draw_no,
    openAt: r.open_at.toISOString(),
    closeAt: r.close_at.toISOString(),
    drawAt: r.draw_at.toISOString(),
    status: r.status,
    commit: r.commit,
    result: r.result,
    voidReason: r.void_reason,
  };
}

/** The draw on sale now (the first committed one whose sales have not closed), the last drawn, the chase list. */
export async function near(db: Db, merchantId: string, code: string, nowMs: number): Promise<NearAnswer> {
  const game = await gameOf(db, merchantId, code);
  const now = new Date(nowMs);
  const [open, past] = await Promise.all([rounds.openRounds(db, game.id, now, 120), rounds.pastRounds(db, game.id, 0, 1)]);
  const current = open.find((r) => r.open_at.getTime() <= nowMs) ?? null;
  return {
    gameId: game.code,
    family: game.family,
    serverTime: now.toISOString(),
    current: current ? drawView(current) : null,
    last: past.rows[0] ? drawView(past.rows[0]) : null,
    upcoming: current ? open.filter((r) => r.draw_at >= current.draw_at).map((r) => r.draw_no) : [],
  };
}

export async function playMenu(db: Db, who: Member, code: string, mode: LotteryPrizeMode): Promise<PlayMenuAnswer> {
  const game = await gameOf(db, who.merchantId, code);
  const sold = game.modes.includes(mode);
  const odds = mode === 'ELOTT' ? await oddsOf(db, game.id) : new Map<string, number>();
  const plays = sold
    ? playsOf(game.family, mode)
        .map((p) => ({
          playId: p.id,
          menu: p.menu,
          space: p.space,
          odds: mode === 'ELOTT' ? (odds.get(p.id) ?? p.elottOdds ?? null) : null,
        }))
        .filter((p) => mode !== 'ELOTT' || p.odds !== null)
    : [];
  const group = mode === 'LOTT' ? await memberGroup(db, who.merchantId, who.memberId) : null;
  return {
    gameId: game.code,
    family: game.family,
    prizeMode: mode,
    plays,
    group: group ? { own: group.own, min: PRIZE_GROUP_MIN } : null,
    dragonTigerTie: game.dragonTigerTie,
  };
}

export async function history(db: Db, merchantId: string, code: string, q: { pageNo: number; pageSize: number }) {
  const game = await gameOf(db, merchantId, code);
  const { rows, total } = await rounds.pastRounds(db, game.id, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return {
    content: rows.map(drawView),
    pageNum: q.pageNo,
    pageSize: q.pageSize,
    totalPages: Math.ceil(total / q.pageSize),
    totalElements: total,
  };
}

/** The proof of a draw: only once drawn (the seed stays secret while the draw is open or void). */
export async function proof(db: Db, merchantId: string, code: string, drawNo: string): Promise<ProofAnswer> {
  const p = await rounds.proofOf(db, merchantId, code, drawNo);
  if (!p || p.status !== 'drawn' || !p.result || !p.beacon_randomness) throw new AppError('not_found');
  return {
    gameCode: p.code,
    drawNo: p.draw_no,
    family: p.family,
    commit: p.commit,
    seed: seedHex(p.seed),
    beaconSource: p.beacon_source,
    // The local demo beacon's values are ours alone: nobody outside can check them.
    beaconVerifiable: p.beacon_source !== LOCAL_BEACON_SOURCE,
    beaconRound: p.beacon_round,
    beaconRandomness: p.beacon_randomness,
    result: p.result,
    derivation: DERIVATION_VERSION,
  };
}

export async function memberOrders(
  db: Db,
  who: Member,
  q: { gameId?: string | undefined; status?: LotteryTicketStatus | undefined; pageNo: number; pageSize: number },
  nowMs: number,
) {
  const { rows, total } = await orders.memberTickets(db, who.memberId, {
    gameCode: q.gameId,
    status: q.status,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const content: LotteryTicket[] = rows.map((r) => ({
    ticketId: r.ticket_id,
    orderId: r.order_id,
    gameId: r.game_code,
    playId: r.play_id,
    prizeMode: r.prize_mode,
    content: r.content,
    numero: r.draw_no,
    bets: r.bets,
    unit: r.unit,
    multiple: r.multiple,
    prizeGroup: r.prize_group,
    odds: r.odds,
    stake: r.stake,
    status: r.status,
    win: r.win,
    rebate: r.rebate,
    refund: r.refund,
    winStop: r.win_stop,
    placedAt: r.placed_at.toISOString(),
    result: r.result,
    cancellable: r.status === 'pending' && r.close_at.getTime() > nowMs,
  }));
  return { content, pageNum: q.pageNo, pageSize: q.pageSize, totalPages: Math.ceil(total / q.pageSize), totalElements: total };
}

/**
 * The player cancels one pending ticket before its draw's sales close; in a chase only the last
 * pending draw may go first (then the one before it, and so on). Refunds the stake and takes it
 * off its numbers' totals for the draw when the bet added it there. The close is judged as a
 * bet's is (holdOnSale: the database's clock, the draw held).
 */
export async function cancelTicket(db: Db, who: Member, ticketId: string, nowMs: number, dbClockShiftMs = 0) {
  if (!/^\d{1,19}$/.test(ticketId)) throw new AppError('not_found');
  return db.transaction().execute(async (trx) => {
    await orders.lockMember(trx, who.memberId);
    const t = await orders.lockTicketForCancel(trx, who.memberId, ticketId);
    if (!t || t.merchant_id !== who.merchantId) throw new AppError('not_found');
    if (t.status !== 'pending') throw new AppError('invalid_state');
    await holdOnSale(trx, [t.round_id], dbClockShiftMs);
    if (t.hasLaterPending) throw new AppError('lottery_cancel_not_last');
    const play = playById(t.play_id);
    if (t.number_exposure && play) {
      await releaseExposure(trx, t.round_id, t.play_id, ticketNumberStakes(play, t.content, t.unit, t.multiple));
    }
    const vendor = vendorOf(t.prize_mode);
    const acc = await accountsOf(trx, who.merchantId, who.memberId, vendor);
    const stake = BigInt(t.stake);
    await refundCancelled(trx, who.merchantId, t.game_code, acc, t.id, who.memberId, vendor, stake, new Date(nowMs));
    return { refund: stake.toString(), balance: (await balanceOf(trx, who.merchantId, acc.member)).toString() };
  });
}
