import type { TFunction } from 'i18next';
import { VN_STATIONS } from '@playhouse/contract/lottery';

/** A source's name where only its code is known (orders): a VN station's own name, else the source's text. */
export function sourceLabel(t: TFunction, source: string): string {
  return VN_STATIONS[source]?.name ?? t(`official_source_${source}`, { defaultValue: source });
}

/** A product's name under its menu ("Lô · Lô 2 số"). */
export const productNameKey = (productId: string): string => `official_product_${productId}`;
