import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, LIMITS, PLATFORM, type GameType } from '@playhouse/contract';
import { call } from '../../lib/api-client';

export interface GameFilter {
  gameType?: GameType | undefined;
  vendor?: string | undefined;
  /** Search by name; empty means all. */
  name?: string | undefined;
}

/** The games list (§7): pages of 20, fetched one after another as the grid scrolls. */
export function useGamePages(filter: GameFilter, enabled = true) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const name = filter.name?.trim() || undefined;
  return useInfiniteQuery({
    queryKey: ['games', 'list', language, filter.gameType ?? '', filter.vendor ?? '', name ?? ''],
    queryFn: ({ pageParam }) =>
      call(API.games.list, {
        query: {
          clientType: 3,
          platform: PLATFORM,
          language,
          gameType: filter.gameType,
          vendor: filter.vendor,
          name,
          pageNo: pageParam,
          pageSize: LIMITS.gameListPageSize,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
    staleTime: 5 * 60_000,
  });
}
