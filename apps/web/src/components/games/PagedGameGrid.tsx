import { useCallback, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@playhouse/contract';
import { GameGrid, ScrollGameGrid } from './GameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';
import { GameListState } from './GameListState';
import { useGamePages, type GameFilter } from './use-game-pages';

export interface PagedGameGridProps {
  filter: GameFilter;
  /** Scroll inside this element instead of the window (the popup game list). */
  scrollRef?: RefObject<HTMLElement | null>;
  /** Leave out vendor-type entries (the popup lists the vendor's own games). */
  onlyGames?: boolean;
}

/** The games of a filter, 20 a page, loaded as the virtualized grid scrolls. */
export function PagedGameGrid({ filter, scrollRef, onlyGames }: PagedGameGridProps) {
  const { t } = useTranslation();
  const q = useGamePages(filter);
  const games = useMemo(() => {
    const all = q.data?.pages.flatMap((p) => p.content) ?? [];
    return onlyGames ? all.filter((g) => g.isGame) : all;
  }, [q.data, onlyGames]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const searched = !!filter.name?.trim();

  // The window-scrolled grid keeps its place while the first page loads; the popup shows a loader.
  if (q.isPending) return scrollRef ? <GameListState state="loading" /> : <GameGridSkeleton />;
  if (q.isError && games.length === 0) return <GameListState state="error" onRetry={() => void q.refetch()} />;
  if (games.length === 0) return <GameListState state="empty" searched={searched} />;
  const grid = { games, hasMore: hasNextPage && !q.isFetchNextPageError, loadingMore: isFetchingNextPage, onLoadMore: loadMore };
  return (
    <div data-testid="paged-games">
      {scrollRef ? null : (
        <p className="game-grid-count" data-testid="games-count">
          {t('games_count', { count: formatCount(q.data?.pages[0]?.totalElements ?? games.length) })}
        </p>
      )}
      {scrollRef ? <ScrollGameGrid {...grid} scrollRef={scrollRef} /> : <GameGrid {...grid} />}
      {isFetchingNextPage ? <GameListState state="loading" /> : null}
      {q.isFetchNextPageError ? <GameListState state="error" onRetry={loadMore} /> : null}
    </div>
  );
}
