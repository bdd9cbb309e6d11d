/**
 * What the server and the pages need to handle any official draw alike: the kind of its result
 * (by lottery and source: MB or a station, Thai, Lao, a 4D operator), the result's shape and
 * check, the view its products settle on, and where its default pricing comes from.
 *
 * A draw's source is what draws it: "MB" (the North's one draw, and every fast VN draw), a
 * station code (MN / MT), "TH", "LA", or a 4D operator. A ticket covering several sources of
 * one draw day is one bet per source.
 */
import { FOUR_D_OPERATORS, FOUR_D_SHAPE, checkFourDResult, type FourDOperator } from './fourd-result.js';
import type { AnyOfficialProduct, OfficialLottery } from './product.js';
import type { PricingContext } from './registry.js';
import {
  LAO_SHAPE,
  THAI_SHAPE,
  checkLaoResult,
  checkThaiResult,
  laoView,
  thaiView,
  type LaoResult,
  type ThaiResult,
} from './sea-result.js';
import type { Checked, ResultShape } from './shape.js';
import { MB_STATION } from './vn-calendar.js';
import {
  VN_MB_SHAPE,
  VN_STATION_SHAPE,
  checkVnMbResult,
  checkVnStationResult,
  type VnMbResult,
  type VnStationResult,
} from './vn-result.js';
import { vnMbView, vnStationView } from './vn-view.js';

export const RESULT_KINDS = ['VN_MB', 'VN_STATION', 'TH', 'LA', '4D'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** Any official result: tiers of digit strings (its kind's shape says which). */
export type OfficialResult = Readonly<Record<string, readonly string[]>>;

export const RESULT_SHAPES: Readonly<Record<ResultKind, ResultShape>> = {
  VN_MB: VN_MB_SHAPE,
  VN_STATION: VN_STATION_SHAPE,
  TH: THAI_SHAPE,
  LA: LAO_SHAPE,
  '4D': FOUR_D_SHAPE,
};

/** The areas of the player pages: /vnLottery and /seaLottery. */
export const OFFICIAL_AREAS = ['VN', 'SEA'] as const;
export type OfficialArea = (typeof OFFICIAL_AREAS)[number];
export const areaOf = (lottery: OfficialLottery): OfficialArea => (lottery === 'VN' ? 'VN' : 'SEA');

/** The sources of Thai and Lao draws (one draw each per draw day). */
export const THAI_SOURCE = 'TH';
export const LAO_SOURCE = 'LA';

/** The kind of a draw's result, or null when `source` cannot draw for `lottery`. */
export function resultKindOf(lottery: OfficialLottery, source: string): ResultKind | null {
  switch (lottery) {
    case 'VN':
      return source === MB_STATION ? 'VN_MB' : /^[A-Z]{2,4}$/.test(source) ? 'VN_STATION' : null;
    case 'TH':
      return source === THAI_SOURCE ? 'TH' : null;
    case 'LA':
      return source === LAO_SOURCE ? 'LA' : null;
    case '4D':
      return (FOUR_D_OPERATORS as readonly string[]).includes(source) ? '4D' : null;
  }
}

/** A result as entered or fetched, checked against its kind's shape (every problem listed). */
export function checkOfficialResult(kind: ResultKind, input: unknown): Checked<OfficialResult> {
  switch (kind) {
    case 'VN_MB':
      return checkVnMbResult(input);
    case 'VN_STATION':
      return checkVnStationResult(input);
    case 'TH':
      return checkThaiResult(input);
    case 'LA':
      return checkLaoResult(input);
    case '4D':
      return checkFourDResult(input);
  }
}

/** The view a checked result's products settle on (derived once per result). */
export function resultViewOf(kind: ResultKind, result: OfficialResult): unknown {
  switch (kind) {
    case 'VN_MB':
      return vnMbView(result as VnMbResult);
    case 'VN_STATION':
      return vnStationView(result as VnStationResult);
    case 'TH':
      return thaiView(result as ThaiResult);
    case 'LA':
      return laoView(result as LaoResult);
    case '4D':
      return result;
  }
}

/** Where a draw's default pricing comes from (registry.ts defaultPricing). */
export function pricingContextOf(kind: ResultKind, source: string): PricingContext {
  if (kind === 'VN_MB') return { vn: 'MB' };
  if (kind === 'VN_STATION') return { vn: 'STATION' };
  if (kind === '4D') return { operator: source as FourDOperator };
  return null;
}

/** The pricing context as one word, the key merchants' price overrides are stored under ("" when none). */
export function pricingKeyOf(where: PricingContext): string {
  if (where === null) return '';
  return 'vn' in where ? where.vn : where.operator;
}

/** How a product's numbers are picked: digits of a width (a grid or a typed number), or tags. */
export type ProductInput = { readonly digits: number } | { readonly tags: readonly string[] };

const TAG_SETS: readonly (readonly string[])[] = [
  ['tai', 'xiu'],
  ['chan', 'le'],
];

export function productInput(p: AnyOfficialProduct): ProductInput {
  const tags = TAG_SETS.find((set) => set.every((t) => p.numberOf(t) !== null));
  if (tags) return { tags };
  // Distinct digits, so a product refusing repeated digits (3 tod, box) still reads the probe.
  for (let width = 1; width <= 6; width++) if (p.numberOf('0123456'.slice(0, width)) !== null) return { digits: width };
  throw new RangeError(`${p.id}: no input`);
}
