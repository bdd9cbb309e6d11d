import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** A stake on one number of one product in one draw, in minor units (stakes.ts says how much a content puts on each). */
export interface NumberStakeRow {
  productId: string;
  number: string;
  stake: bigint;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Adds stakes to numbers of one draw in one statement and answers their new totals. Rows are
 * written in (product, number) order and callers take draws in id order, so parallel placements
 * lock rows in one order and cannot deadlock; a row another placement holds is waited for, then
 * added to (the same pattern as the fast draws' engine/exposure.repository.ts).
 */
export async function addOfficialExposure(trx: Db, drawId: string, rows: readonly NumberStakeRow[]): Promise<NumberStakeRow[]> {
  if (!rows.length) return [];
  const sorted = [...rows].sort((a, b) => compare(a.productId, b.productId) || compare(a.number, b.number));
  const r = await sql<{ product_id: string; number: string; stake: string }>`
    INSERT INTO official_exposure AS e (draw_id, product_id, number, stake)
    SELECT ${drawId}::bigint, u.product_id, u.number, u.stake
      FROM unnest(${sorted.map((x) => x.productId)}::text[], ${sorted.map((x) => x.number)}::text[],
                  ${sorted.map((x) => x.stake.toString())}::bigint[]) WITH ORDINALITY AS u(product_id, number, stake, i)
     ORDER BY u.i
    ON CONFLICT (draw_id, product_id, number) DO UPDATE SET stake = e.stake + excluded.stake
    RETURNING e.product_id, e.number, e.stake::text AS stake`.execute(trx);
  return r.rows.map((x) => ({ productId: x.product_id, number: x.number, stake: BigInt(x.stake) }));
}

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
