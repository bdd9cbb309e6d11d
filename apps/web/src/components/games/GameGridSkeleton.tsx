import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';
import { GRID, useGridLayout } from './grid-layout';
import './GameGrid.css';

/**
 * The first page of a game grid while it loads: the count line and a page of empty cards at
 * the grid's own columns and row height, so the games arriving move nothing (layout shift).
 */
export function GameGridSkeleton() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const layout = useGridLayout(ref);
  const rows = Math.ceil(LIMITS.gameListPageSize / layout.columns);
  return (
    <div role="status" aria-label={t('ui_loading')} data-testid="games-loading">
      <p className="game-grid-count" aria-hidden="true">
        &nbsp;
      </p>
      <div ref={ref} className="game-grid" aria-hidden="true">
        <div className="game-grid-body" style={{ height: rows * layout.rowHeight }}>
          {Array.from({ length: rows }, (_, r) => (
            <div
              key={r}
              className="game-grid-row"
              style={{
                transform: `translateY(${r * layout.rowHeight}px)`,
                height: layout.rowHeight - GRID.gap,
                gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
              }}
            >
              {Array.from({ length: layout.columns }, (_, c) => (
                <div key={c} className="game-card game-card-skeleton" />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
