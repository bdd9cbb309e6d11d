/**
 * A ticket may cover several draws of one product: several stations of one VN region on one day,
 * several 4D operators. Each draw is judged alone, so the ticket holds the content's elementary
 * bets once per draw and its hits are each draw's hits.
 */
import type { OfficialHit, OfficialProduct } from './product.js';

/** Elementary bets of a content covering `draws` draws. */
export function ticketBets<P>(product: OfficialProduct<P, any>, picks: P, draws: number): number {
  if (!Number.isSafeInteger(draws) || draws < 1) throw new RangeError(`draws must be a positive integer, got ${draws}`);
  return product.count(picks) * draws;
}

export interface DrawHits {
  readonly drawNo: string;
  readonly hits: readonly OfficialHit[];
}

/** Settle a content on each of its draws' views (only draws with hits are listed). */
export function settleDraws<P, V>(
  product: OfficialProduct<P, V>,
  picks: P,
  draws: readonly { readonly drawNo: string; readonly view: V }[],
): DrawHits[] {
  return draws.flatMap(({ drawNo, view }) => {
    const hits = product.settle(picks, view);
    return hits.length > 0 ? [{ drawNo, hits }] : [];
  });
}
