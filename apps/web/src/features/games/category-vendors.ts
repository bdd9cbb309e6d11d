import { useTranslation } from 'react-i18next';
import type { GameType, Vendor } from '@playhouse/contract';
import { useGameMenus } from '../../lib/catalog-queries';

/**
 * The vendors of a category from the menus. /bgs (In-house) lists the in-house vendors: the
 * menus' BGS category, or failing that every vendor marked inHouse.
 */
export function useCategoryVendors(gameType: GameType): { vendors: Vendor[]; isPending: boolean } {
  const { i18n } = useTranslation();
  const menus = useGameMenus(i18n.language);
  const all = menus.data ?? [];
  let vendors = all.find((c) => c.gameCategory === gameType)?.vendors ?? [];
  if (gameType === 'BGS' && vendors.length === 0) {
    const seen = new Map<string, Vendor>();
    for (const v of all.flatMap((c) => c.vendors)) if (v.inHouse && !seen.has(v.vassalage)) seen.set(v.vassalage, v);
    vendors = [...seen.values()];
  }
  return { vendors, isPending: menus.isPending };
}
