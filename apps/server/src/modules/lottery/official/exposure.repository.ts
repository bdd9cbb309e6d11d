import type { Db } from '../../../db/database.js';

// A ticket's stakes are added by the shared upsert of both exposure tables (engine/exposure.repository.ts).

/** All players' stake per number of a product on a draw (numbers without any are absent). */
export async function exposureOf(db: Db, drawId: string, productId: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('official_exposure')
    .select(['number', 'stake'])
    .where('draw_id', '=', drawId)
    .where('product_id', '=', productId)
    .where('stake', '>', '0')
    .orderBy('number')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.number, r.stake]));
}

/** A settled draw's rows: nothing is sold on it any more, so nothing reads them. */
export async function dropOfficialExposure(trx: Db, drawId: string): Promise<void> {
  await trx.deleteFrom('official_exposure').where('draw_id', '=', drawId).execute();
}
