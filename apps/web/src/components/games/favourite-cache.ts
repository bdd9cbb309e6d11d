import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { GamePage } from '@playhouse/contract';
import { catalogKeys } from '../../lib/catalog-queries';

/** The member's favourites lists (GET favourites, page 1 of 999), one per language under this prefix. */
export const favouriteListKey = (token: string | null) => ['favourites', 'list', token] as const;

export interface FavouriteSnapshot {
  ids: Set<number> | undefined;
  lists: [QueryKey, GamePage | undefined][];
}

/** Reads the cached ids and lists, to roll back to on error. */
export function snapshotFavourites(qc: QueryClient, token: string | null): FavouriteSnapshot {
  return {
    ids: qc.getQueryData<Set<number>>(catalogKeys.favouriteIds(token)),
    lists: qc.getQueriesData<GamePage>({ queryKey: favouriteListKey(token) }),
  };
}

export function restoreFavourites(qc: QueryClient, token: string | null, s: FavouriteSnapshot) {
  qc.setQueryData(catalogKeys.favouriteIds(token), s.ids);
  for (const [key, page] of s.lists) qc.setQueryData(key, page);
}

/** Applies a change to the ids and lists at once, before the server answers (optimistic). */
export function applyFavourite(qc: QueryClient, token: string | null, nodeId: number, add: boolean) {
  qc.setQueryData<Set<number>>(catalogKeys.favouriteIds(token), (ids) => {
    const next = new Set(ids ?? []);
    if (add) next.add(nodeId);
    else next.delete(nodeId);
    return next;
  });
  if (add) return; // the added game's row arrives with the list refetch
  qc.setQueriesData<GamePage>({ queryKey: favouriteListKey(token) }, (page) => {
    if (!page) return page;
    const content = page.content.filter((g) => g.nodeId !== nodeId);
    return { ...page, content, totalElements: page.totalElements - (page.content.length - content.length) };
  });
}
