import {
  OFFICIAL_TIERS,
  officialProductById,
  officialProductsOf,
  productInput,
  resultKindOf,
  type OfficialArea,
  type OfficialBetStatus,
  type OfficialCapacityAnswer,
  type OfficialDraw,
  type OfficialDrawsAnswer,
  type OfficialGame as GameView,
  type OfficialMenuAnswer,
  type OfficialProductMenu,
  type OfficialResultRow,
} from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { iso, offsetOf, pageFrom, type PageRequest } from '../../../core/page.js';
import { memberBets } from './bets.repository.js';
import { drawBoard, drawOf, onSaleDraws, stateOf, type DrawRow } from './draws.repository.js';
import { exposureOf } from './exposure.repository.js';
import { officialGameByCode, officialGamesOf, officialNameOf, type OfficialGame } from './games.repository.js';
import { pricingRows } from './pricing.repository.js';
import { restrictionsOf } from './restrictions.repository.js';
import { sourceNameOf } from './source-names.js';
import { contextOfSource, contextsOfGame, termsOf } from './terms.js';

/** The player's calls of the official lotteries: games, what is on sale, menu, capacity, own orders, results. */

/** The contract's input of a product, as the wire takes it (a mutable tag list). */
function inputOf(p: Parameters<typeof productInput>[0]): OfficialProductMenu['input'] {
  const input = productInput(p);
  return 'tags' in input ? { tags: [...input.tags] } : { digits: input.digits };
}

async function gameOf(db: Db, merchantId: string, code: string): Promise<OfficialGame> {
  const g = await officialGameByCode(db, merchantId, code);
  if (!g) throw new AppError('not_found');
  return g;
}

export async function officialGames(
  db: Db,
  merchantId: string,
  area: OfficialArea | undefined,
  lang: string,
): Promise<GameView[]> {
  return (await officialGamesOf(db, merchantId))
    .filter((g) => area === undefined || g.area === area)
    .map((g) => ({
      gameCode: g.code,
      lottery: g.lottery,
      area: g.area,
      region: g.region,
      name: officialNameOf(g, lang),
      cadenceSeconds: g.cadenceSeconds,
      closeSeconds: g.closeSeconds,
    }));
}

function drawView(g: OfficialGame, d: DrawRow, nowMs: number): OfficialDraw {
  return {
    drawNo: d.draw_no,
    source: d.source,
    sourceName: sourceNameOf(g.lottery, d.source),
    kind: resultKindOf(g.lottery, d.source)!,
    closeAt: d.close_at.toISOString(),
    drawAt: d.draw_at.toISOString(),
    state: stateOf(d, nowMs),
  };
}

export async function officialDraws(db: Db, merchantId: string, code: string, nowMs: number): Promise<OfficialDrawsAnswer> {
  const g = await gameOf(db, merchantId, code);
  const onSale = (await onSaleDraws(db, g.id, nowMs)).map((d) => drawView(g, d, nowMs));
  return { gameCode: g.code, serverTime: new Date(nowMs).toISOString(), onSale };
}

/**
 * The game's products with the merchant's pricing in each context its draws can have, and the
 * limit per number: the strictest of those contexts' (a 4D game's operators may differ; the
 * capacity call answers the one of a draw).
 */
export async function officialMenu(db: Db, merchantId: string, code: string): Promise<OfficialMenuAnswer> {
  const g = await gameOf(db, merchantId, code);
  const products = officialProductsOf(g.lottery);
  const rows = await pricingRows(
    db,
    merchantId,
    products.map((p) => p.id),
  );
  const contexts = contextsOfGame(g);
  const menu = products.map((p): OfficialProductMenu => {
    const terms = contexts.map((c) => termsOf(p.id, g.lottery, c, rows)!);
    const limits = terms.flatMap((t) => (t.maxNumberDraw === null ? [] : [t.maxNumberDraw]));
    return {
      productId: p.id,
      menu: p.menu,
      space: p.space,
      input: inputOf(p),
      pricing: terms.map((t) => ({
        context: t.context,
        price: t.pricing.price.toString(),
        payout: Object.fromEntries(
          OFFICIAL_TIERS.flatMap((tier) =>
            t.pricing.payout[tier] === undefined ? [] : [[tier, t.pricing.payout[tier].toString()]],
          ),
        ),
      })),
      maxNumberDraw: limits.length ? limits.reduce((a, b) => (b < a ? b : a)).toString() : null,
    };
  });
  return { gameCode: g.code, lottery: g.lottery, products: menu };
}

export async function officialCapacity(
  db: Db,
  merchantId: string,
  q: { gameCode: string; drawNo: string; source: string; productId: string },
): Promise<OfficialCapacityAnswer> {
  const g = await gameOf(db, merchantId, q.gameCode);
  const product = officialProductById(q.productId);
  if (!product || product.lottery !== g.lottery) throw new AppError('lottery_play_unavailable');
  const d = await drawOf(db, g.id, q.drawNo, q.source);
  const context = contextOfSource(g.lottery, q.source);
  if (!d || context === null) throw new AppError('not_found');
  const terms = termsOf(product.id, g.lottery, context, await pricingRows(db, merchantId, [product.id]));
  const [lists] = await restrictionsOf(db, [d.id], product.id);
  return {
    limit: terms?.maxNumberDraw?.toString() ?? null,
    used: await exposureOf(db, d.id, product.id),
    closed: lists?.closed ?? [],
    halfPay: lists?.halfPay ?? [],
  };
}

export async function memberOfficialOrders(
  db: Db,
  who: { merchantId: string; memberId: string },
  q: PageRequest & { gameCode?: string | undefined; status?: OfficialBetStatus | undefined },
) {
  const { rows, total } = await memberBets(db, who.merchantId, who.memberId, q, q.pageSize, offsetOf(q));
  const content = rows.map((r) => ({
    betId: r.id,
    orderId: r.order_id,
    gameCode: r.code,
    drawNo: r.draw_no,
    source: r.source,
    productId: r.product_id,
    content: r.content,
    points: r.points,
    bets: r.bets,
    stake: r.stake,
    status: r.status,
    win: r.win,
    refund: r.refund,
    resultVersion: r.settled_version,
    placedAt: iso(r.placed_at)!,
  }));
  return pageFrom(content, total, q);
}

export async function officialResults(db: Db, merchantId: string, q: PageRequest & { gameCode: string }, nowMs: number) {
  const g = await gameOf(db, merchantId, q.gameCode);
  const { rows, total } = await drawBoard(db, g.id, nowMs, q.pageSize, offsetOf(q));
  const content = rows.map((d): OfficialResultRow => ({
    ...drawView(g, d, nowMs),
    result: d.result as Record<string, string[]> | null,
    version: d.result_version,
    origin: d.origin,
    voidReason: d.void_reason,
  }));
  return pageFrom(content, total, q);
}
