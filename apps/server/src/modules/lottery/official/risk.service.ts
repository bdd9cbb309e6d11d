import {
  checkRestrictions,
  defaultPricing,
  officialProductById,
  type OfficialCapacityAnswer,
  type OfficialTier,
  productPricingBody,
  restrictionsBody,
} from '@playhouse/contract/lottery';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { appendAudit, type MerchantOperator } from '../../operator/index.js';
import { drawOf } from './draws.repository.js';
import { officialGameByCode } from './games.repository.js';
import { pricingRows, upsertPricing, type PricingRow } from './pricing.repository.js';
import { restrictionsOf, upsertRestrictions } from './restrictions.repository.js';
import { officialCapacity } from './player.service.js';
import { pricingContextOfKey } from './terms.js';

/**
 * The operator's risk controls of the official lotteries: closed and half-pay numbers per draw
 * and product, and a product's price, payout and limit per number per context. Validated against
 * the products the platform sells and audited in the write's own transaction.
 */

/** A refusal listing every problem, as validation_failed carries field issues. */
const refused = (field: string, problems: readonly string[]) =>
  new AppError(
    'validation_failed',
    problems.map((detail) => ({ field, key: 'validation_failed', params: { detail } })),
  );

export async function setRestrictions(
  db: Db,
  op: MerchantOperator,
  body: z.output<typeof restrictionsBody>,
  nowMs: number,
): Promise<OfficialCapacityAnswer> {
  const game = await officialGameByCode(db, op.merchantId, body.gameCode);
  if (!game) throw new AppError('not_found');
  const product = officialProductById(body.productId);
  if (!product || product.lottery !== game.lottery) throw new AppError('lottery_play_unavailable');
  const draw = await drawOf(db, game.id, body.drawNo, body.source);
  if (!draw) throw new AppError('not_found');
  // Lists are set while the draw sells: once sales close, the bets are what they were bought as.
  if (draw.status !== 'open' || draw.close_at.getTime() <= nowMs) throw new AppError('lottery_sales_closed');
  const checked = checkRestrictions(product, { closed: body.closed, halfPay: body.halfPay });
  if (!checked.ok) throw refused('restrictions', checked.problems);
  const after = {
    drawId: draw.id,
    productId: product.id,
    closed: [...checked.value.closed].sort(),
    halfPay: [...checked.value.halfPay].sort(),
  };
  await db.transaction().execute(async (trx) => {
    const [before] = await restrictionsOf(trx, [draw.id], product.id);
    await upsertRestrictions(trx, after, new Date(nowMs));
    await appendAudit(trx, op, {
      action: 'lottery.restrictions.set',
      targetType: 'official_draw',
      targetId: `${game.code}/${draw.draw_no}/${draw.source}/${product.id}`,
      before: before ? { closed: before.closed, halfPay: before.halfPay } : null,
      after: { closed: after.closed, halfPay: after.halfPay },
    });
  });
  return officialCapacity(db, op.merchantId, body);
}

const view = (p: PricingRow) => ({
  context: p.context,
  price: p.price.toString(),
  payout: p.payout,
  maxNumberDraw: p.maxNumberDraw?.toString() ?? null,
});

/**
 * A product's price, payout and limit per number in one context. The context must be one the
 * product's lottery is sold in, and the payout name exactly the tiers the product pays there (a
 * tier it never pays would be a typo, one left out would pay nothing).
 */
export async function setProductPricing(
  db: Db,
  op: MerchantOperator,
  productId: string,
  body: z.output<typeof productPricingBody>,
  nowMs: number,
) {
  const product = officialProductById(productId);
  if (!product) throw new AppError('not_found');
  const where = pricingContextOfKey(product.lottery, body.context);
  const defaults = where === undefined ? undefined : defaultPricing(product.id, where);
  if (!defaults) throw refused('context', [`${JSON.stringify(body.context)} is not a context of ${product.lottery}`]);
  const tiers = Object.keys(defaults.payout) as OfficialTier[];
  const problems = [
    ...tiers.filter((t) => body.payout[t] === undefined).map((t) => `payout.${t}: required`),
    ...Object.keys(body.payout)
      .filter((t) => !tiers.includes(t as OfficialTier))
      .map((t) => `payout.${t}: ${product.id} pays no such tier`),
    ...Object.entries(body.payout)
      .filter(([, v]) => v.startsWith('-'))
      .map(([t]) => `payout.${t}: may not be negative`),
  ];
  if (problems.length) throw refused('payout', problems);
  const row: PricingRow = {
    productId: product.id,
    context: body.context,
    price: BigInt(body.price),
    payout: Object.fromEntries(tiers.map((t) => [t, BigInt(body.payout[t]!).toString()])),
    maxNumberDraw: body.maxNumberDraw === null ? null : BigInt(body.maxNumberDraw),
  };
  await db.transaction().execute(async (trx) => {
    const before = (await pricingRows(trx, op.merchantId, [product.id])).find((r) => r.context === body.context);
    await upsertPricing(trx, op.merchantId, row, new Date(nowMs));
    await appendAudit(trx, op, {
      action: 'lottery.pricing.set',
      targetType: 'official_product',
      targetId: `${product.id}/${body.context}`,
      before: before ? view(before) : null,
      after: view(row),
    });
  });
  return { productId: product.id, ...view(row) };
}
