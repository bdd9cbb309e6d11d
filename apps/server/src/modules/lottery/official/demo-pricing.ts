import { VN_PRICING } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';

/**
 * The demo's VN prices. The contract's defaults are quoted in đồng (23,000 đ a point of lô), and
 * the demo merchant keeps PHP: it sells the VN products at one thousandth (1,000 đ → 1.00, lô at
 * 23.00 a point for 80.00 a hit: the same return), so its welcome deposit buys tickets. Lô 2 also
 * gets a limit per number (`loLimit` of stake per draw), so the grid shows remaining capacity.
 * Rows an operator changed since are kept (ON CONFLICT DO NOTHING).
 */
export async function seedDemoVnPricing(db: Db, merchantId: string, divisor: bigint, loLimit: bigint): Promise<void> {
  const rows = Object.entries(VN_PRICING).flatMap(([productId, byContext]) =>
    (['MB', 'STATION'] as const).map((context) => {
      const p = byContext[context];
      return {
        merchant_id: merchantId,
        product_id: productId,
        context,
        price: (p.price / divisor).toString(),
        payout: JSON.stringify(Object.fromEntries(Object.entries(p.payout).map(([tier, v]) => [tier, (v / divisor).toString()]))),
        max_number_draw: productId === 'VN-LO2' ? loLimit.toString() : null,
      };
    }),
  );
  await db
    .insertInto('official_pricing')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_id', 'product_id', 'context']).doNothing())
    .execute();
}
