import { DEFAULT_DICE, type DiceConfig } from './engine/dice.js';
import { DEFAULT_SLOT } from './engine/slot.config.js';
import type { SlotConfig } from './engine/slot.js';
import { IN_HOUSE_VENDOR } from '../providers/vendor-secrets.js';

/**
 * The in-house games: which engine a BGS game code plays, with its bet limits (minor units).
 * The catalog's fixed BGS games (seed/catalog/vendors.ts) are BGS-SLOT and BGS-DICE; every
 * other BGS game code plays the slot, with a look (theme) that follows from its code.
 */
export const BGS_VENDOR = IN_HOUSE_VENDOR;
export const BGS_SLOT_CODE = 'BGS-SLOT';
export const BGS_DICE_CODE = 'BGS-DICE';
const SLOT_THEMES = 4;

interface Limits {
  minBet: bigint;
  maxBet: bigint;
  betSteps: bigint[];
}
export type BgsGame =
  | (Limits & { kind: 'slot'; code: string; theme: number; config: SlotConfig })
  | (Limits & { kind: 'dice'; code: string; theme: number; config: DiceConfig });

/** 0.20 (0.01 a line on 20 lines) to 1,000.00; a stake must divide evenly by the lines played. */
const SLOT_LIMITS: Limits = { minBet: 20n, maxBet: 100_000n, betSteps: [20n, 100n, 200n, 500n, 1_000n, 2_000n, 10_000n] };
const DICE_LIMITS: Limits = { minBet: 100n, maxBet: 100_000n, betSteps: [100n, 500n, 1_000n, 5_000n, 10_000n] };

function themeOf(code: string): number {
  let h = 0;
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % SLOT_THEMES;
}

export function bgsGameOf(gameCode: string): BgsGame {
  if (gameCode === BGS_DICE_CODE) return { kind: 'dice', code: gameCode, theme: 0, config: DEFAULT_DICE, ...DICE_LIMITS };
  return { kind: 'slot', code: gameCode, theme: gameCode === BGS_SLOT_CODE ? 0 : themeOf(gameCode), config: DEFAULT_SLOT, ...SLOT_LIMITS };
}
