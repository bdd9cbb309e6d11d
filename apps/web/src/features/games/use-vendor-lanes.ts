import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { API, type GameType, type vendorLanesAnswer } from '@playhouse/contract';
import { call } from '../../lib/api-client';

export type VendorLanes = z.infer<typeof vendorLanesAnswer>;

/** The vendors of a game centre with their lanes (title, cards, gameClassify); cached like the menus. */
export function useVendorLanes(gameType: GameType) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalog', 'vendors', i18n.language, gameType],
    queryFn: () => call(API.games.vendors, { query: { gameType } }),
    staleTime: 5 * 60_000,
  });
}
