import type { PRIZE_MODES } from '@playhouse/contract';
import { VN_LOTTERY_VENDOR } from '../catalog/prize-modes.js';

export type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * The prize mode a lottery vassalage's draws carry, in step with the catalog's menus
 * (catalog/prize-modes.ts: LOTT covers our LOTT and the VN lottery).
 */
export const VENDOR_PRIZE_MODE: Record<string, PrizeMode> = {
  [VN_LOTTERY_VENDOR]: 'LOTT',
  LOTT: 'LOTT',
  TCG_SEA: 'SEA',
  ELOTT: 'ELOTT',
};

/** Number openings: the VN endpoint answers the VN lottery's draws; the lotto endpoint the others'. */
export const VN_DRAW_VENDORS = [VN_LOTTERY_VENDOR] as const;
export const LOTTO_DRAW_VENDORS = ['LOTT', 'ELOTT', 'TCG_SEA'] as const;
