import {
  officialProductById,
  closedIn,
  officialStakeMinor,
  MAX_OFFICIAL_BETS,
  MAX_OFFICIAL_MINOR,
  type AnyOfficialProduct,
  type OfficialBettingAnswer,
  type OfficialBettingBody,
} from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { emitAll } from '../../events/index.js';
import { insertHouseBets } from '../../providers/index.js';
import { chargeStake } from '../../responsible-gaming/index.js';
import { accountsOf, debitStakes } from '../engine/money.js';
import { lockMember } from '../engine/orders.repository.js';
import * as betsRepo from './bets.repository.js';
import { lockDrawsForSale, type DrawRow } from './draws.repository.js';
import { upsertExposure } from '../engine/exposure.repository.js';
import { officialGameByCode, type OfficialGame } from './games.repository.js';
import { pricingRows } from './pricing.repository.js';
import { restrictionsOf } from './restrictions.repository.js';
import { numberStakes } from './stakes.js';
import { contextOfSource, officialVendorOf, storedPayout, termsOf, type Terms } from './terms.js';

interface Member {
  merchantId: string;
  memberId: string;
}

/** A ticket checked against its game and product, before any draw is read. */
interface Checked {
  game: OfficialGame;
  product: AnyOfficialProduct;
  picks: readonly string[];
  bets: number;
  /** Per source, in the ticket's order. */
  terms: Terms[];
}

async function check(db: Db, who: Member, body: OfficialBettingBody): Promise<Checked> {
  const game = await officialGameByCode(db, who.merchantId, body.gameCode);
  if (!game) throw new AppError('not_found');
  // Fast VN games are MB-shaped VN games: they sell the VN products like any VN game.
  const product = officialProductById(body.productId);
  if (!product || product.lottery !== game.lottery) throw new AppError('lottery_play_unavailable');
  const picks = product.parse(body.content) as readonly string[] | null;
  if (picks === null) throw new AppError('lottery_content_invalid');
  const bets = product.count(picks);
  if (body.bets !== undefined && body.bets !== bets) throw new AppError('lottery_count_mismatch', { bets });
  if (bets > MAX_OFFICIAL_BETS) throw new AppError('lottery_cover_limit');
  if (new Set(body.sources).size !== body.sources.length) throw new AppError('lottery_source_invalid');
  const rows = await pricingRows(db, who.merchantId, [product.id]);
  const terms = body.sources.map((source) => {
    const context = contextOfSource(game.lottery, source);
    const t = context === null ? undefined : termsOf(product.id, game.lottery, context, rows);
    if (!t) throw new AppError('lottery_source_invalid');
    return t;
  });
  return { game, product, picks, bets, terms };
}

/**
 * The ticket's draws, one per source, each on sale now, share-locked until the ticket commits: a
 * result or a void (which lock the draw for update) waits for the ticket, and a ticket that waited
 * for one sees it and is refused, so no bet lands on a draw settlement has passed.
 */
async function openDraws(trx: Db, c: Checked, body: OfficialBettingBody, clockShiftMs: number): Promise<DrawRow[]> {
  const locked = await lockDrawsForSale(trx, c.game.id, body.drawNo, body.sources, clockShiftMs);
  return body.sources.map((source) => {
    const d = locked.find((x) => x.source === source);
    if (!d) throw new AppError('lottery_source_invalid');
    if (d.status !== 'open' || !d.on_sale) throw new AppError('lottery_sales_closed');
    return d;
  });
}

/** Refuses a content betting on a closed number; answers, per draw, the half-pay numbers it bets on. */
async function readRestrictions(trx: Db, c: Checked, draws: readonly DrawRow[]): Promise<string[][]> {
  const lists = await restrictionsOf(
    trx,
    draws.map((d) => d.id),
    c.product.id,
  );
  const numbers = new Set(c.product.numbers(c.picks));
  return draws.map((d) => {
    const l = lists.find((x) => x.drawId === d.id);
    if (!l) return [];
    const closed = closedIn(c.product, c.picks, new Set(l.closed));
    if (closed.length) throw new AppError('lottery_number_closed', { source: d.source, numbers: closed });
    return l.halfPay.filter((n) => numbers.has(n));
  });
}

/**
 * All players' stake per number on each draw whose product has a limit: added in draw id order
 * (numbers sorted in the statement), so parallel tickets lock rows in one order; a total past the
 * limit refuses the ticket and the rollback takes every addition back.
 */
async function addExposure(trx: Db, c: Checked, body: OfficialBettingBody, draws: readonly DrawRow[]): Promise<void> {
  const limited = draws
    .map((d, i) => ({ d, t: c.terms[i]! }))
    .filter((x) => x.t.maxNumberDraw !== null)
    .sort((a, b) => (BigInt(a.d.id) < BigInt(b.d.id) ? -1 : 1));
  for (const { d, t } of limited) {
    const stakes = numberStakes(c.product, c.picks, body.points, t.pricing.price);
    const rows = [...stakes].map(([number, stake]) => ({ group: c.product.id, number, stake }));
    const over = (await upsertExposure(trx, 'official', d.id, rows)).find((n) => n.stake > t.maxNumberDraw!);
    if (over) throw new AppError('lottery_number_limit', { source: d.source, number: over.number });
  }
}

/**
 * Places a ticket: one content on one or more sources of one draw day, one bet per source at that
 * source's price (merchant's pricing, else the default). All or nothing: the draws on sale, closed
 * numbers and the limit per number are checked under the member's lock, then the whole stake is
 * debited once (member → lottery_pending), and the ticket, its bets, their betting records and
 * bet.placed events are written in the same transaction.
 */
export async function placeOfficialBet(
  db: Db,
  who: Member,
  body: OfficialBettingBody,
  nowMs: number,
  /** Sales close by the database's clock (sales-clock.ts); tests that fix the app's clock move it. */
  clockShiftMs = 0,
): Promise<OfficialBettingAnswer> {
  const c = await check(db, who, body);
  const stakes = c.terms.map((t) => officialStakeMinor(c.bets, body.points, t.pricing.price));
  if (stakes.some((s) => s > MAX_OFFICIAL_MINOR)) throw new AppError('lottery_stake_above_max');
  const total = stakes.reduce((s, x) => s + x, 0n);
  const vendor = officialVendorOf(c.game.lottery);
  const accounts = await accountsOf(db, who.merchantId, who.memberId, vendor);
  const at = new Date(nowMs);

  return db.transaction().execute(async (trx) => {
    await lockMember(trx, who.memberId);
    const draws = await openDraws(trx, c, body, clockShiftMs);
    const halfPay = await readRestrictions(trx, c, draws);
    await addExposure(trx, c, body, draws);
    // Responsible gaming: self-exclusion, stake and loss limits (counted when allowed).
    await chargeStake(trx, who.merchantId, who.memberId, total, { countsLoss: true });
    const { orderId, betIds } = await betsRepo.insertOrder(
      trx,
      {
        ...who,
        gameId: c.game.id,
        drawNo: body.drawNo,
        productId: c.product.id,
        content: body.content,
        points: body.points,
        sources: body.sources,
        totalStake: total,
      },
      draws.map((d, i) => ({
        drawId: d.id,
        bets: c.bets,
        price: c.terms[i]!.pricing.price,
        payout: storedPayout(c.terms[i]!.pricing),
        stake: stakes[i]!,
        numberExposure: c.terms[i]!.maxNumberDraw !== null,
        halfPay: halfPay[i]!,
      })),
      at,
    );
    // One movement per ticket, named by its first bet (the ticket's bets have consecutive ids).
    const first = betIds[0]!;
    const balance = await debitStakes(
      trx,
      who.merchantId,
      accounts,
      total,
      `official:${first}:stake`,
      `round:${vendor}:${first}`,
    );
    const base = { ...who, vendor, gameCode: c.game.code, gameType: 'LOTT' };
    await insertHouseBets(
      trx,
      betIds.map((roundId, i) => ({ ...base, roundId, stake: stakes[i]!, placedAt: at })),
    );
    await emitAll(
      trx,
      betIds.map((roundId, i) => ({
        type: 'bet.placed' as const,
        payload: { ...base, roundId, source: 'lottery' as const, txId: null, amount: stakes[i]!.toString() },
      })),
    );
    return { orderId, bets: c.bets, stake: total.toString(), balance: balance.toString() };
  });
}
