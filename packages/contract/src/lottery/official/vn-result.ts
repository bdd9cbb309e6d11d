/**
 * Vietnamese results (xổ số kiến thiết), as published, tiers named in English, special first:
 *  - MB (Miền Bắc, the North): one result a day, 27 numbers;
 *  - MN / MT (South, Centre): one result per station (province), 18 numbers.
 * The shape is checked strictly (counts, widths, digits only, no unknown tier), so a result
 * typed by hand is refused with the reason rather than settled wrong.
 */
import { z } from 'zod';
import { checkResult, resultTier, type Checked } from './shape.js';

export const VN_REGIONS = ['MB', 'MT', 'MN'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** MB: special 1×5, first 1×5, second 2×5, third 6×5, fourth 4×4, fifth 6×4, sixth 3×3, seventh 4×2. */
export const vnMbResult = z.strictObject({
  special: resultTier(1, 5),
  first: resultTier(1, 5),
  second: resultTier(2, 5),
  third: resultTier(6, 5),
  fourth: resultTier(4, 4),
  fifth: resultTier(6, 4),
  sixth: resultTier(3, 3),
  seventh: resultTier(4, 2),
});
export type VnMbResult = z.infer<typeof vnMbResult>;

/** MN / MT station: special 1×6, first 1×5, second 1×5, third 2×5, fourth 7×5, fifth 1×4, sixth 3×4, seventh 1×3, eighth 1×2. */
export const vnStationResult = z.strictObject({
  special: resultTier(1, 6),
  first: resultTier(1, 5),
  second: resultTier(1, 5),
  third: resultTier(2, 5),
  fourth: resultTier(7, 5),
  fifth: resultTier(1, 4),
  sixth: resultTier(3, 4),
  seventh: resultTier(1, 3),
  eighth: resultTier(1, 2),
});
export type VnStationResult = z.infer<typeof vnStationResult>;

/** Tiers in prize order, special first (the order results are listed and fast draws are drawn in). */
export const VN_MB_TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'] as const;
export const VN_STATION_TIERS = [...VN_MB_TIERS, 'eighth'] as const;

export function checkVnMbResult(input: unknown): Checked<VnMbResult> {
  return checkResult(vnMbResult, input);
}

export function checkVnStationResult(input: unknown): Checked<VnStationResult> {
  return checkResult(vnStationResult, input);
}
