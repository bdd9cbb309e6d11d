import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, LIMITS } from '@playhouse/contract';
import { favouriteListKey } from '../../components/games/favourite-cache';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/**
 * The member's own lists (§7): favourites are one page of up to 999 (every type), recent games
 * page 1 of 20. The favourites key is the one the favourite toggle updates at once.
 */
export function useAccountGames(kind: 'favorite' | 'recent') {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: kind === 'favorite' ? [...favouriteListKey(token), i18n.language] : ['recent', 'list', token, i18n.language],
    queryFn: () =>
      kind === 'favorite'
        ? call(API.games.favourites, { query: { pageNo: 1, pageSize: LIMITS.favouriteListSize, gameType: '' } })
        : call(API.games.recent, { query: { pageNo: 1, pageSize: LIMITS.gameListPageSize } }),
    enabled: !!token,
  });
}
