import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, LOTTERY_ROUTES, type Game } from '@playhouse/contract';
import { launchGame } from '../../components/games/launch-game';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/** /lottert is another spelling of /lottery (§2); the others differ only in case. */
const canonical = (pathname: string) => {
  const p = pathname.toLowerCase();
  return p === '/lottert' ? '/lottery' : p;
};

/** /lottery and /lottert show our own lottery engine; the other launchers stay vendor lotteries. */
export const isOwnLotteryPath = (pathname: string) => canonical(pathname) === '/lottery';

/** The lottery vassalages a launcher path serves (LOTTERY_ROUTES read backwards). */
export function vendorsOfPath(pathname: string): string[] {
  const path = canonical(pathname);
  return Object.entries(LOTTERY_ROUTES)
    .filter(([, route]) => route.toLowerCase() === path)
    .map(([vendor]) => vendor);
}

/** The playable games of those vendors (a few each), from the catalog's games list. */
export function useLotteryGames(vendors: string[]) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalog', 'lottery-games', vendors.join(','), i18n.language],
    queryFn: async (): Promise<Game[]> => {
      const pages = await Promise.all(
        vendors.map((vendor) => call(API.games.list, { query: { vendor, pageNo: 1, pageSize: 100 } })),
      );
      return pages.flatMap((p) => p.content).filter((g) => g.isGame);
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * One launch per visit: the launch token is single-use, so the answer is never reused from the
 * cache (gcTime 0) nor refetched behind the player's back; the query also dedupes a double mount.
 */
export function useLaunchedGame(nodeId: number | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['launch', nodeId, token],
    queryFn: () => launchGame(nodeId!),
    enabled: nodeId !== undefined && !!token,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}
