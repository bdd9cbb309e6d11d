import { useEffect, useRef, type RefObject } from 'react';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { Game } from '@playhouse/contract';
import { GameCard } from './GameCard';
import { GRID, rowOf, useGridLayout, type GridLayout } from './grid-layout';
import './GameGrid.css';

export interface GameGridProps {
  games: readonly Game[];
  /** More pages exist: asked for when the last rows come into view (infinite scroll). */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/** How many rows before the end the next page is asked for. */
const PREFETCH_ROWS = 3;

function Rows({
  v,
  layout,
  games,
  hasMore,
  loadingMore,
  onLoadMore,
}: GameGridProps & { v: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>; layout: GridLayout }) {
  const items = v.getVirtualItems();
  const rowCount = Math.ceil(games.length / layout.columns);
  const lastShown = items.length ? items[items.length - 1]!.index : -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= rowCount - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastShown, rowCount, onLoadMore]);
  const margin = v.options.scrollMargin;
  return (
    <div className="game-grid-body" style={{ height: v.getTotalSize() }}>
      {items.map((row) => (
        <div
          key={row.key}
          className="game-grid-row"
          style={{
            transform: `translateY(${row.start - margin}px)`,
            height: layout.rowHeight - GRID.gap,
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          }}
        >
          {rowOf(games, layout.columns, row.index).map((g) => (
            <GameCard key={g.nodeId} game={g} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** A virtualized game grid scrolled by the window: only the rows in view are in the DOM. */
export function GameGrid(props: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useGridLayout(ref);
  const v = useWindowVirtualizer({
    count: Math.ceil(props.games.length / layout.columns),
    estimateSize: () => layout.rowHeight,
    overscan: 3,
    scrollMargin: layout.offsetTop,
  });
  useEffect(() => v.measure(), [v, layout.rowHeight, layout.columns]);
  return (
    <div ref={ref} className="game-grid" data-testid="game-grid">
      <Rows {...props} v={v} layout={layout} />
    </div>
  );
}

/** The same grid inside a scrolling element (the popup game list). */
export function ScrollGameGrid(props: GameGridProps & { scrollRef: RefObject<HTMLElement | null> }) {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useGridLayout(ref);
  const v = useVirtualizer({
    count: Math.ceil(props.games.length / layout.columns),
    getScrollElement: () => props.scrollRef.current,
    estimateSize: () => layout.rowHeight,
    overscan: 2,
  });
  useEffect(() => v.measure(), [v, layout.rowHeight, layout.columns]);
  return (
    <div ref={ref} className="game-grid" data-testid="game-grid">
      <Rows {...props} v={v} layout={layout} />
    </div>
  );
}
