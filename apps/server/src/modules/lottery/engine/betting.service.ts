import { randomUUID } from 'node:crypto';
import {
  betGroupProblem,
  countContent,
  playById,
  stakeMinor,
  ticketNumberStakes,
  type AnyPlay,
  type LotteryPrizeMode,
  type NumberStake,
  bettingBody,
} from '@playhouse/contract/lottery';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { emitAll } from '../../events/index.js';
import { insertHouseBets } from '../../providers/index.js';
import { chargeStake } from '../../responsible-gaming/index.js';
import { gameByCode, type EngineGame } from './games.repository.js';
import { addExposure, type NumberStakeRow } from './exposure.repository.js';
import { accountsOf, debitStakes, vendorOf } from './money.js';
import * as orders from './orders.repository.js';
import { memberGroup, limitsOf, oddsOf, type Limits } from './terms.repository.js';
import * as rounds from './rounds.repository.js';

type Body = z.output<typeof bettingBody>;
type Content = Body['contents'][number];

interface Member {
  merchantId: string;
  memberId: string;
}

/** A content checked against its game, play, terms and limits: what will be written. */
interface Checked {
  game: EngineGame;
  play: AnyPlay;
  content: Content;
  bets: number;
  prizeGroup: number | null;
  ownGroup: number | null;
  odds: number | null;
  limits: Limits;
  tickets: { drawNo: string; multiple: number; stake: bigint; seq: number }[];
  total: bigint;
}

async function check(db: Db, who: Member, mode: LotteryPrizeMode, c: Content): Promise<Checked> {
  const game = await gameByCode(db, who.merchantId, c.gameId);
  if (!game) throw new AppError('not_found');
  const play = playById(c.playId);
  if (!play || play.family !== game.family || !play.modes.includes(mode) || !game.modes.includes(mode)) {
    throw new AppError('lottery_play_unavailable');
  }
  const bets = countContent(play, c.bettingContent);
  if (bets === null) throw new AppError('lottery_content_invalid');
  if (c.bets !== undefined && c.bets !== bets) throw new AppError('lottery_count_mismatch', { bets });

  let prizeGroup: number | null = null;
  let ownGroup: number | null = null;
  if (mode === 'LOTT') {
    const g = await memberGroup(db, who.merchantId, who.memberId);
    ownGroup = g.own;
    prizeGroup = c.prizeGroup ?? g.own;
    const problem = betGroupProblem(g.own, prizeGroup);
    if (problem) throw new AppError(problem);
  }
  let odds: number | null = null;
  if (mode === 'ELOTT') {
    odds = (await oddsOf(db, game.id)).get(play.id) ?? play.elottOdds ?? null;
    if (odds === null) throw new AppError('lottery_play_unavailable');
  }

  const limits = await limitsOf(db, who.merchantId, play.id);
  if (new Set(c.numero.map((n) => n.numero)).size !== c.numero.length) throw new AppError('lottery_chase_too_long');
  if (limits.maxChaseDraws !== null && c.numero.length > limits.maxChaseDraws) throw new AppError('lottery_chase_too_long');
  if (limits.maxCoverPercent !== null && bets * 100 > play.space * limits.maxCoverPercent)
    throw new AppError('lottery_cover_limit');
  const tickets = c.numero.map((n, seq) => {
    if (limits.maxMultiple !== null && n.multiple > limits.maxMultiple) throw new AppError('lottery_multiple_above_max');
    const stake = stakeMinor({ bets, unit: c.unit, multiple: n.multiple });
    if (stake === null) throw new AppError('lottery_unit_invalid');
    if (limits.minStake !== null && stake < limits.minStake) throw new AppError('lottery_stake_below_min');
    if (limits.maxStake !== null && stake > limits.maxStake) throw new AppError('lottery_stake_above_max');
    return { drawNo: n.numero, multiple: n.multiple, stake, seq };
  });
  const total = tickets.reduce((s, t) => s + t.stake, 0n);
  return { game, play, content: c, bets, prizeGroup, ownGroup, odds, limits, tickets, total };
}

/**
 * The draws of a content, in its order; refuses a draw that is unknown, not open or (a single
 * draw) not on sale yet. Whether its sales have closed is holdOnSale's to judge.
 */
async function openDraws(trx: Db, c: Checked, nowMs: number) {
  return Promise.all(
    c.tickets.map(async (t) => {
      const r = await rounds.roundByNo(trx, c.game.id, t.drawNo);
      if (!r) throw new AppError('lottery_draw_unknown');
      if (r.status !== 'open') throw new AppError('lottery_sales_closed');
      if (r.open_at.getTime() > nowMs && c.tickets.length === 1) throw new AppError('lottery_draw_unknown');
      return r;
    }),
  );
}

/**
 * Holds the placement's draws until it commits and judges their close by the database's clock,
 * read once the locks are held: a ticket that waited (for the member's lock, for the drawer) past
 * the close is refused whatever time its request came in. The drawer locks a draw FOR UPDATE to
 * draw it, so it never draws a draw a ticket is being written to, and a ticket that waited for it
 * finds the draw drawn and is refused: no ticket lands after the close or on a drawn draw. Draws
 * in id order, after the member's lock, as every placement and cancel takes them.
 */
export async function holdOnSale(trx: Db, roundIds: readonly string[], dbClockShiftMs: number): Promise<void> {
  const ids = [...new Set(roundIds)].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const held = await rounds.lockOnSale(trx, ids, dbClockShiftMs);
  if (held.length !== ids.length || !(await rounds.closeAfterNow(trx, ids, dbClockShiftMs)))
    throw new AppError('lottery_sales_closed');
}

export interface Placed {
  orders: { orderId: string; bets: number; stake: string }[];
  balance: string;
}

/**
 * Places every content or none: counts and prices on the server, checks the draws are on sale
 * and the member's limits (under the member's lock, so parallel bets cannot pass a limit
 * together) and all players' stakes per number (under the numbers' row locks), debits the whole
 * cost once, and writes orders, tickets and their betting records.
 * A single draw must be the one on sale now; a chase may name the committed draws after it.
 * `nowMs` is the request's time; sales close by the database's clock (holdOnSale), which
 * `dbClockShiftMs` moves in tests that fix the app's clock.
 */
export async function placeBets(db: Db, who: Member, body: Body, nowMs: number, dbClockShiftMs = 0): Promise<Placed> {
  const checked: Checked[] = [];
  for (const c of body.contents) checked.push(await check(db, who, body.prizeMode, c));
  const total = checked.reduce((s, c) => s + c.total, 0n);
  const vendor = vendorOf(body.prizeMode);
  const accounts = await accountsOf(db, who.merchantId, who.memberId, vendor);

  return db.transaction().execute(async (trx) => {
    await orders.lockMember(trx, who.memberId);
    const placed: Placed['orders'] = [];
    const houseBets: Parameters<typeof insertHouseBets>[1] = [];
    const events: Parameters<typeof emitAll>[1] = [];
    const drawsOf = [];
    for (const c of checked) drawsOf.push(await openDraws(trx, c, nowMs));
    await holdOnSale(
      trx,
      drawsOf.flat().map((r) => r.id),
      dbClockShiftMs,
    );
    await checkMemberDrawLimits(trx, who, checked, drawsOf);
    await addNumberExposure(trx, checked, drawsOf);
    // Responsible gaming: self-exclusion, stake and loss limits (counted when allowed).
    await chargeStake(trx, who.merchantId, who.memberId, total, { countsLoss: true });

    const balance = await debitStakes(
      trx,
      who.merchantId,
      accounts,
      total,
      `lottery:bet:${randomUUID()}`,
      `lottery:${who.memberId}`,
    );
    const placedAt = new Date(nowMs);
    for (const [i, c] of checked.entries()) {
      const draws = drawsOf[i]!;
      const { orderId, ticketIds } = await orders.insertOrder(
        trx,
        {
          merchantId: who.merchantId,
          memberId: who.memberId,
          gameId: c.game.id,
          playId: c.play.id,
          prizeMode: body.prizeMode,
          content: c.content.bettingContent,
          bets: c.bets,
          unit: c.content.unit,
          prizeGroup: c.prizeGroup,
          ownGroup: c.ownGroup,
          odds: c.odds,
          winStop: c.content.winStop,
          totalStake: c.total,
          numberExposure: c.limits.maxNumberDraw !== null,
        },
        c.tickets.map((t, j) => ({ roundId: draws[j]!.id, seq: t.seq, multiple: t.multiple, stake: t.stake })),
      );
      placed.push({ orderId, bets: c.bets, stake: c.total.toString() });
      for (const [j, ticketId] of ticketIds.entries()) {
        const stake = c.tickets[j]!.stake;
        houseBets.push({ ...who, vendor, gameCode: c.game.code, gameType: vendor, roundId: ticketId, stake, placedAt });
        events.push({
          type: 'bet.placed',
          payload: {
            ...who,
            vendor,
            roundId: ticketId,
            gameCode: c.game.code,
            source: 'lottery',
            txId: null,
            gameType: vendor,
            amount: stake.toString(),
          },
        });
      }
    }
    await insertHouseBets(trx, houseBets);
    await emitAll(trx, events);
    return { orders: placed, balance: balance.toString() };
  });
}

/** Per draw: the member's pending stake (all plays) and coverage of this play, with this placement added. */
async function checkMemberDrawLimits(trx: Db, who: Member, checked: Checked[], drawsOf: rounds.RoundRow[][]): Promise<void> {
  for (const [i, c] of checked.entries()) {
    const { maxMemberDraw, maxCoverPercent } = c.limits;
    if (maxMemberDraw === null && maxCoverPercent === null) continue;
    const ids = drawsOf[i]!.map((r) => r.id);
    const pending = await orders.memberPending(trx, who.memberId, ids, c.play.id);
    for (const [j, id] of ids.entries()) {
      // Earlier contents of this placement on the same draw count too.
      let stake = c.tickets[j]!.stake + (pending.get(id)?.stake ?? 0n);
      let playBets = c.bets + (pending.get(id)?.playBets ?? 0);
      for (const [k, other] of checked.entries()) {
        if (k >= i) break;
        const at = drawsOf[k]!.findIndex((r) => r.id === id);
        if (at < 0) continue;
        stake += other.tickets[at]!.stake;
        if (other.play.id === c.play.id) playBets += other.bets;
      }
      if (maxMemberDraw !== null && stake > maxMemberDraw) throw new AppError('lottery_member_draw_limit');
      if (maxCoverPercent !== null && playBets * 100 > c.play.space * maxCoverPercent) throw new AppError('lottery_cover_limit');
    }
  }
}

/**
 * All players' stakes on each number of a play in a draw, for plays whose limit per number is set:
 * this placement's stakes are added, one upsert per draw, and a number passing its limit refuses
 * the placement (the throw rolls the whole transaction back, additions included). Draws are taken
 * in id order and numbers sorted (exposure.repository.ts), so parallel placements lock in one order.
 */
async function addNumberExposure(trx: Db, checked: Checked[], drawsOf: rounds.RoundRow[][]): Promise<void> {
  const limitOf = new Map<string, bigint>();
  const byRound = new Map<string, { drawNo: string; rows: Map<string, NumberStakeRow> }>();
  for (const [i, c] of checked.entries()) {
    if (c.limits.maxNumberDraw === null) continue;
    limitOf.set(c.play.id, c.limits.maxNumberDraw);
    // A chase's draws often share a multiple: the content is read once per multiple.
    const numbersAt = new Map<number, NumberStake[]>();
    for (const [j, t] of c.tickets.entries()) {
      const round = drawsOf[i]![j]!;
      const draw = byRound.get(round.id) ?? { drawNo: round.draw_no, rows: new Map<string, NumberStakeRow>() };
      byRound.set(round.id, draw);
      const numbers =
        numbersAt.get(t.multiple) ?? ticketNumberStakes(c.play, c.content.bettingContent, c.content.unit, t.multiple);
      numbersAt.set(t.multiple, numbers);
      for (const n of numbers) {
        // Contents of one play on one draw add up before the statement (it may touch a row once).
        const id = `${c.play.id} ${n.key}`;
        const prev = draw.rows.get(id);
        draw.rows.set(id, { playId: c.play.id, key: n.key, stake: (prev?.stake ?? 0n) + n.stake });
      }
    }
  }
  const roundIds = [...byRound.keys()].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  for (const roundId of roundIds) {
    const draw = byRound.get(roundId)!;
    const over = (await addExposure(trx, roundId, [...draw.rows.values()])).find((n) => n.stake > limitOf.get(n.playId)!);
    if (over) throw new AppError('lottery_number_limit', { playId: over.playId, numero: draw.drawNo, number: over.key });
  }
}
