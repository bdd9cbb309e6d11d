import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@playhouse/contract';
import { useGameMenus } from '../../lib/catalog-queries';
import type { Option } from '../../components/forms/SelectField';

/** The merchant's vendors (of one game type when given), from the cached game menus. */
export function useVendorOptions(gameType: string): Option[] {
  const { i18n } = useTranslation();
  const menus = useGameMenus(i18n.language).data ?? [];
  const seen = new Map<string, string>();
  for (const cat of menus) {
    if (gameType && cat.gameCategory !== gameType) continue;
    for (const v of cat.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v.name);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** Every game type, translated (the shell's game_type_* texts). */
export function useGameTypeOptions(): Option[] {
  const { t } = useTranslation();
  return GAME_TYPES.map((g) => ({ value: g, label: t(`game_type_${g}`) }));
}
