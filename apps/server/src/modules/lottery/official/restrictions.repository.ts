import type { Db } from '../../../db/database.js';

/** An operator's closed and half-pay numbers of one product on one draw. */
export interface RestrictionRow {
  drawId: string;
  productId: string;
  closed: string[];
  halfPay: string[];
}

/** The lists of some draws (every product, or one). */
export async function restrictionsOf(db: Db, drawIds: readonly string[], productId?: string): Promise<RestrictionRow[]> {
  if (!drawIds.length) return [];
  let q = db
    .selectFrom('official_restrictions')
    .select(['draw_id', 'product_id', 'closed', 'half_pay'])
    .where('draw_id', 'in', drawIds);
  if (productId !== undefined) q = q.where('product_id', '=', productId);
  const rows = await q.execute();
  return rows.map((r) => ({ drawId: r.draw_id, productId: r.product_id, closed: r.closed, halfPay: r.half_pay }));
}

/** Replaces one product's lists on one draw. */
export async function upsertRestrictions(trx: Db, r: RestrictionRow, at: Date): Promise<void> {
  await trx
    .insertInto('official_restrictions')
    .values({ draw_id: r.drawId, product_id: r.productId, closed: r.closed, half_pay: r.halfPay, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['draw_id', 'product_id']).doUpdateSet({ closed: r.closed, half_pay: r.halfPay, updated_at: at }),
    )
    .execute();
}
