import type { AnyOfficialProduct } from '@playhouse/contract/lottery';

/**
 * How much stake a content puts on each of its numbers, for the limit per number (max_number_draw,
 * minor units of stake). As for the fast draws (contract plays/exposure.ts), a pick carries the
 * stake of the elementary bets holding it, count(picks) − count(picks without it), × points ×
 * price:
 *  - single products (lô, đề, 3 càng, Thai / Lao, 4D straight): each picked number is one bet,
 *    so it carries points × price;
 *  - xiên / lô trượt: a number carries every k-subset holding it, C(n − 1, k − 1) bets, counted
 *    whole on that number (the house's risk on it, not a share of the ticket: a number picked in
 *    many combinations fills its limit sooner, which errs on the house's side);
 *  - 4D box and roll: the pick covers several numbers, each its own bet at the full stake;
 *    i-box: one bet whose prize is shared by its arrangements, so each carries its share of the
 *    stake, rounded up to the minor unit.
 * Numbers are named as the product names them (numberOf), as the closed and half-pay lists are.
 */
export function numberStakes(
  product: AnyOfficialProduct,
  picks: readonly string[],
  points: number,
  price: bigint,
): Map<string, bigint> {
  const out = new Map<string, bigint>();
  const all = product.count(picks);
  for (const pick of picks) {
    const held = all - product.count(picks.filter((p) => p !== pick));
    if (held <= 0) continue;
    const stake = BigInt(held) * BigInt(points) * price;
    const numbers: readonly string[] = product.numbers([pick]);
    const each = (stake + BigInt(numbers.length) - 1n) / BigInt(numbers.length);
    for (const n of numbers) out.set(n, (out.get(n) ?? 0n) + each);
  }
  return out;
}
