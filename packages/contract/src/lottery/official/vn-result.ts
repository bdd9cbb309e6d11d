/**
 * Vietnamese results (xổ số kiến thiết), as published, tiers named in English, special first:
 *  - MB (Miền Bắc, the North): one result a day, 27 numbers;
 *  - MN / MT (South, Centre): one result per station (province), 18 numbers.
 * The shape is checked strictly (counts, widths, digits only, no unknown tier), so a result
 * typed by hand is refused with the reason rather than settled wrong.
 */
import type { z } from 'zod';
import { checkResult, shapeSchema, tiersOf, type Checked, type ResultShape } from './shape.js';

export const VN_REGIONS = ['MB', 'MT', 'MN'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** MB: special 1×5, first 1×5, second 2×5, third 6×5, fourth 4×4, fifth 6×4, sixth 3×3, seventh 4×2. */
export const VN_MB_SHAPE = {
  special: [1, 5],
  first: [1, 5],
  second: [2, 5],
  third: [6, 5],
  fourth: [4, 4],
  fifth: [6, 4],
  sixth: [3, 3],
  seventh: [4, 2],
} as const satisfies ResultShape;

/** MN / MT station: special 1×6, first 1×5, second 1×5, third 2×5, fourth 7×5, fifth 1×4, sixth 3×4, seventh 1×3, eighth 1×2. */
export const VN_STATION_SHAPE = {
  special: [1, 6],
  first: [1, 5],
  second: [1, 5],
  third: [2, 5],
  fourth: [7, 5],
  fifth: [1, 4],
  sixth: [3, 4],
  seventh: [1, 3],
  eighth: [1, 2],
} as const satisfies ResultShape;

export const vnMbResult = shapeSchema(VN_MB_SHAPE);
export type VnMbResult = z.infer<typeof vnMbResult>;
export const vnStationResult = shapeSchema(VN_STATION_SHAPE);
export type VnStationResult = z.infer<typeof vnStationResult>;

/** Tiers in prize order, special first (the order results are listed and fast draws are drawn in). */
export const VN_MB_TIERS = tiersOf(VN_MB_SHAPE);
export const VN_STATION_TIERS = tiersOf(VN_STATION_SHAPE);

export function checkVnMbResult(input: unknown): Checked<VnMbResult> {
  return checkResult(vnMbResult, input);
}

export function checkVnStationResult(input: unknown): Checked<VnStationResult> {
  return checkResult(vnStationResult, input);
}
