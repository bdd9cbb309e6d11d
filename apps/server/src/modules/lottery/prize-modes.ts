import type { PRIZE_MODES } from '@playhouse/contract';
import { PRIZE_MODE_VENDORS } from '../catalog/index.js';

export type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * The prize mode a lottery vassalage's draws carry, read off the catalog's menu table
 * (catalog/prize-modes.ts) so the two never drift apart. ZY is a narrower menu of our own
 * LOTT, never a mode a draw carries, so it is left out: LOTT draws stay LOTT.
 */
export const VENDOR_PRIZE_MODE: Record<string, PrizeMode> = Object.fromEntries(
  (Object.entries(PRIZE_MODE_VENDORS) as [PrizeMode, readonly string[]][])
    .filter(([mode]) => mode !== 'ZY')
    .flatMap(([mode, vendors]) => vendors.map((vendor) => [vendor, mode])),
);
