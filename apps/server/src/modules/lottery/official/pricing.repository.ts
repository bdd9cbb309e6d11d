import type { Db } from '../../../db/database.js';

/** A merchant's price, payout (minor units by tier) and limit per number of a product in one context. */
export interface PricingRow {
  productId: string;
  context: string;
  price: bigint;
  payout: Record<string, string>;
  maxNumberDraw: bigint | null;
}

/** The merchant's overrides of some products (all contexts). */
export async function pricingRows(db: Db, merchantId: string, productIds: readonly string[]): Promise<PricingRow[]> {
  if (!productIds.length) return [];
  const rows = await db
    .selectFrom('official_pricing')
    .select(['product_id', 'context', 'price', 'payout', 'max_number_draw'])
    .where('merchant_id', '=', merchantId)
    .where('product_id', 'in', productIds)
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    context: r.context,
    price: BigInt(r.price),
    payout: r.payout,
    maxNumberDraw: r.max_number_draw === null ? null : BigInt(r.max_number_draw),
  }));
}

export async function upsertPricing(trx: Db, merchantId: string, p: PricingRow, at: Date): Promise<void> {
  const values = {
    price: p.price.toString(),
    payout: JSON.stringify(p.payout),
    max_number_draw: p.maxNumberDraw?.toString() ?? null,
    updated_at: at,
  };
  await trx
    .insertInto('official_pricing')
    .values({ merchant_id: merchantId, product_id: p.productId, context: p.context, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'product_id', 'context']).doUpdateSet(values))
    .execute();
}
