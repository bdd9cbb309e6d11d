import {
  FOUR_D_OPERATORS,
  defaultPricing,
  pricingContextOf,
  pricingKeyOf,
  resultKindOf,
  type FourDOperator,
  type OfficialLottery,
  type OfficialTier,
  type Pricing,
  type PricingContext,
} from '@playhouse/contract/lottery';
import type { OfficialGame } from './games.repository.js';
import type { PricingRow } from './pricing.repository.js';

/**
 * What a product costs and pays where it is sold. Pricing is keyed by context (pricingKeyOf): "MB"
 * for the North and every fast VN game, "STATION" for an MN / MT station, a 4D operator, "" for
 * Thai and Lao; a merchant's official_pricing row replaces the contract's default there, and its
 * max_number_draw is the limit per number (none without a row).
 */
export interface Terms {
  readonly context: string;
  readonly pricing: Pricing;
  readonly maxNumberDraw: bigint | null;
}

/** The house wallet of an official lottery, as the catalog names its vendors. */
export const officialVendorOf = (lottery: OfficialLottery): 'TCG_LOTTO_VN' | 'TCG_SEA' =>
  lottery === 'VN' ? 'TCG_LOTTO_VN' : 'TCG_SEA';

/** The pricing contexts a game's draws can have, in menu order. */
export function contextsOfGame(game: Pick<OfficialGame, 'lottery' | 'region'>): string[] {
  if (game.lottery === 'VN') return [game.region === 'MB' ? 'MB' : 'STATION'];
  if (game.lottery === '4D') return [...FOUR_D_OPERATORS];
  return [''];
}

/** A context key read back for `lottery`, or undefined when it does not apply to that lottery. */
export function pricingContextOfKey(lottery: OfficialLottery, key: string): PricingContext | undefined {
  if (lottery === 'VN') return key === 'MB' || key === 'STATION' ? { vn: key } : undefined;
  if (lottery === '4D')
    return (FOUR_D_OPERATORS as readonly string[]).includes(key) ? { operator: key as FourDOperator } : undefined;
  return key === '' ? null : undefined;
}

/** The context key of a draw's source, or null when the source cannot draw for the lottery. */
export function contextOfSource(lottery: OfficialLottery, source: string): string | null {
  const kind = resultKindOf(lottery, source);
  return kind === null ? null : pricingKeyOf(pricingContextOf(kind, source));
}

/** Stored payouts (minor units as text, by tier) as the contract's Pricing. */
export function pricingOf(price: bigint | string, payout: Record<string, string>): Pricing {
  const tiers = Object.entries(payout).map(([tier, v]) => [tier as OfficialTier, BigInt(v)] as const);
  return { price: BigInt(price), payout: Object.fromEntries(tiers) };
}

/** Pricing as stored (payout minor units as text). */
export const storedPayout = (p: Pricing): Record<string, string> =>
  Object.fromEntries(Object.entries(p.payout).map(([tier, v]) => [tier, v.toString()]));

/** A product's terms in one context: the merchant's row, else the default (undefined: not sold there). */
export function termsOf(
  productId: string,
  lottery: OfficialLottery,
  context: string,
  rows: readonly PricingRow[],
): Terms | undefined {
  const row = rows.find((r) => r.productId === productId && r.context === context);
  if (row) return { context, pricing: pricingOf(row.price, row.payout), maxNumberDraw: row.maxNumberDraw };
  const where = pricingContextOfKey(lottery, context);
  const pricing = where === undefined ? undefined : defaultPricing(productId, where);
  return pricing && { context, pricing, maxNumberDraw: null };
}
