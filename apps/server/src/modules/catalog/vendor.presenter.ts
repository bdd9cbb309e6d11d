import { GAME_TYPES, type GameMenus, type GameType, type PRIZE_MODES, type Vendor } from '@playhouse/contract';
import { LOTTERY_CATEGORIES, PRIZE_MODE_VENDORS } from './prize-modes.js';
import type { VendorRow } from './vendor.repository.js';

export type GameCounts = { vendorId: string; gameType: string; count: number }[];

export function presentVendor(v: VendorRow, gameCount: number): Vendor {
  return {
    vassalage: v.code,
    name: v.name,
    gameType: (GAME_TYPES as readonly string[]).includes(v.game_type) ? (v.game_type as GameType) : 'RNG',
    logoUrl: v.logo_url,
    walletMode: v.wallet_mode,
    maintenance: v.status === 'maintenance',
    inHouse: v.in_house,
    gameCount,
  };
}

/**
 * The vendors of one category with their game count in it. A vendor belongs to every
 * category it has offered games of (JL: RNG and FISH); BGS (In-house) lists the in-house
 * vendors with all their games.
 */
export function vendorsOfCategory(category: GameType, vendors: VendorRow[], counts: GameCounts): Vendor[] {
  const out: Vendor[] = [];
  for (const v of vendors) {
    const mine = counts.filter((c) => c.vendorId === v.id);
    const n =
      category === 'BGS' && v.in_house
        ? mine.reduce((sum, c) => sum + c.count, 0)
        : mine.filter((c) => c.gameType === category).reduce((sum, c) => sum + c.count, 0);
    if (n > 0) out.push(presentVendor(v, n));
  }
  return out;
}

/** Every category that has at least one vendor, in the order of GAME_TYPES; vendors in the merchant's order. */
export function buildMenus(vendors: VendorRow[], counts: GameCounts, prizeMode?: (typeof PRIZE_MODES)[number]): GameMenus {
  const allowed = prizeMode ? new Set(PRIZE_MODE_VENDORS[prizeMode]) : null;
  const menus: GameMenus = [];
  for (const category of GAME_TYPES) {
    let list = vendorsOfCategory(category, vendors, counts);
    if (allowed && LOTTERY_CATEGORIES.includes(category)) list = list.filter((v) => allowed.has(v.vassalage));
    if (list.length > 0) menus.push({ gameCategory: category, vendors: list });
  }
  return menus;
}
