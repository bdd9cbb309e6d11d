/** Every official product by id, with its default pricing. Ids are unique (a test checks). */
import { FOUR_D_PRIZES } from './fourd-prizes.js';
import { FOUR_D_PRODUCTS } from './fourd-products.js';
import type { FourDOperator } from './fourd-result.js';
import type { AnyOfficialProduct, OfficialLottery, Pricing } from './product.js';
import { LAO_PRICING, THAI_PRICING } from './sea-pricing.js';
import { LAO_PRODUCTS, THAI_PRODUCTS } from './sea-products.js';
import { VN_3CANG, VN_CHAN_LE, VN_DAU, VN_DAU_DUOI, VN_DE, VN_DE_DAU, VN_DE_G1, VN_DUOI, VN_TAI_XIU } from './vn-de.js';
import { VN_LO2, VN_LO3, VN_LO4, VN_TRUOT10, VN_TRUOT4, VN_TRUOT8, VN_XIEN2, VN_XIEN3, VN_XIEN4 } from './vn-lo.js';
import { VN_PRICING } from './vn-pricing.js';

/** VN products, in menu order; they settle on vnMbView / vnStationView of a result. */
const VN_PRODUCTS = [
  VN_LO2,
  VN_LO3,
  VN_LO4,
  VN_XIEN2,
  VN_XIEN3,
  VN_XIEN4,
  VN_TRUOT4,
  VN_TRUOT8,
  VN_TRUOT10,
  VN_DE,
  VN_DE_DAU,
  VN_DE_G1,
  VN_DAU,
  VN_DUOI,
  VN_DAU_DUOI,
  VN_TAI_XIU,
  VN_CHAN_LE,
  VN_3CANG,
] as const;

export const OFFICIAL_PRODUCTS: readonly AnyOfficialProduct[] = [
  ...VN_PRODUCTS,
  ...THAI_PRODUCTS,
  ...LAO_PRODUCTS,
  ...FOUR_D_PRODUCTS,
];

const BY_ID = new Map(OFFICIAL_PRODUCTS.map((p) => [p.id, p]));

export function officialProductById(id: string): AnyOfficialProduct | undefined {
  return BY_ID.get(id);
}

export function officialProductsOf(lottery: OfficialLottery): AnyOfficialProduct[] {
  return OFFICIAL_PRODUCTS.filter((p) => p.lottery === lottery);
}

/** Where a product is sold, for its default pricing: a VN result's shape, a 4D operator, or nothing else needed. */
export type PricingContext = { readonly vn: 'MB' | 'STATION' } | { readonly operator: FourDOperator } | null;

/** The default pricing of a product where it is sold, or undefined for an unknown id or a missing context. */
export function defaultPricing(id: string, where: PricingContext): Pricing | undefined {
  const lottery = officialProductById(id)?.lottery;
  if (lottery === 'VN') return where && 'vn' in where ? VN_PRICING[id]?.[where.vn] : undefined;
  if (lottery === 'TH') return THAI_PRICING[id];
  if (lottery === 'LA') return LAO_PRICING[id];
  if (lottery === '4D' && where && 'operator' in where) {
    const prizes = FOUR_D_PRIZES[where.operator];
    return id.startsWith('4D-SMALL') ? prizes.small : prizes.big;
  }
  return undefined;
}
