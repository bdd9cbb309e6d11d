import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType, Vendor } from '@playhouse/contract';
import { GAME_PAGES, NEEDS_VENDORS } from '../../config/paths';
import { useGameMenus } from '../../lib/catalog-queries';
import type { IconName } from '../ui/Icon';
import { GAME_ICON } from './game-icons';

type GamePage = (typeof GAME_PAGES)[number] & { icon: IconName };
export type NavCategory = GamePage & { vendors: Vendor[] };

const withIcon = (page: (typeof GAME_PAGES)[number]): GamePage => ({ ...page, icon: GAME_ICON[page.type] });

/**
 * The game categories that have at least one vendor (§2 main navigation; §6: ESPORTS and
 * COCKFIGHT only with vendors), in the order of GAME_PAGES, each with its vendors.
 * `ready` is false until the menus arrived.
 */
export function useNavCategories(): { ready: boolean; categories: NavCategory[] } {
  const { i18n } = useTranslation();
  const menus = useGameMenus(i18n.language).data;
  return useMemo(() => {
    if (!menus) return { ready: false, categories: [] };
    const byType = new Map<GameType, Vendor[]>(menus.map((m) => [m.gameCategory, m.vendors]));
    const categories = GAME_PAGES.flatMap((page) => {
      const vendors = byType.get(page.type) ?? [];
      return vendors.length ? [{ ...withIcon(page), vendors }] : [];
    });
    return { ready: true, categories };
  }, [menus]);
}

/** Before the menus arrive, menus show the categories that need no vendor check, to avoid a jump. */
export const provisionalCategories = GAME_PAGES.filter((g) => !NEEDS_VENDORS.includes(g.type)).map(withIcon);

/** A vendor's game page: the category's page filtered by the vendor (§2: the vassalage query). */
export { vendorPath } from '../../config/paths';
