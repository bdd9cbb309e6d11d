import { useQuery } from '@tanstack/react-query';
import { API, SITE_ANNOUNCEMENTS_QUERY } from '@playhouse/contract';
import { call } from './api-client';
import { useSession } from './session';

/**
 * Lobby queries shared by the shell (navigation, footer, side menu) and the game pages.
 * Keys include the language because names come translated.
 */
export const catalogKeys = {
  menus: (lang: string) => ['catalog', 'menus', lang] as const,
  hot: (lang: string) => ['catalog', 'hot', lang] as const,
  announcements: (lang: string) => ['content', 'announcements', lang] as const,
  favouriteIds: (token: string | null) => ['favourites', 'ids', token] as const,
};

const fiveMinutes = 5 * 60_000;

export const useGameMenus = (lang: string) =>
  useQuery({ queryKey: catalogKeys.menus(lang), queryFn: () => call(API.games.menus), staleTime: fiveMinutes });

export const useHotGames = (lang: string) =>
  useQuery({ queryKey: catalogKeys.hot(lang), queryFn: () => call(API.games.hot), staleTime: fiveMinutes });

export const useAnnouncements = (lang: string) =>
  useQuery({
    queryKey: catalogKeys.announcements(lang),
    queryFn: () => call(API.content.announcements, { query: SITE_ANNOUNCEMENTS_QUERY }),
    staleTime: fiveMinutes,
  });

/** The signed-in member's favourite game ids (empty for visitors). */
export function useFavouriteIds() {
  const { token } = useSession();
  return useQuery({
    queryKey: catalogKeys.favouriteIds(token),
    queryFn: () => call(API.games.favouriteIds).then((v) => new Set(v.favGameIds)),
    enabled: !!token,
    staleTime: fiveMinutes,
  });
}
