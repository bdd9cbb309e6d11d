import { useEffect, useMemo, useRef, useState } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { ListSort } from '@playhouse/contract';

const ROW_PX = 32;

/**
 * The console's one list: server rows a page at a time (the caller fetches by cursor and asks for
 * more), only the visible rows rendered, and the keyboard: J/K move, Enter opens the row, ? lists
 * the keys. Every list of the console is this component with its own columns.
 */
export function Grid<T>({
  rows,
  columns,
  rowId,
  onOpen,
  hasMore,
  onMore,
  loading,
  empty,
  testId,
  keys = [],
  hidden = [],
  sort,
}: {
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  rowId: (row: T) => string;
  onOpen: (row: T) => void;
  hasMore: boolean;
  onMore: () => void;
  loading: boolean;
  empty: string;
  testId: string;
  /** The list's own keys (its rows' actions), added to the `?` help. */
  keys?: string[];
  /** Column ids the operator chose not to see (GridTools' column choice). */
  hidden?: string[];
  /** The time column the list sorts by on the server: its header toggles newest / oldest first. */
  sort?: { column: string; value: ListSort; onChange: (next: ListSort) => void };
}) {
  const { t } = useTranslation();
  const shown = useMemo(() => columns.filter((c) => !hidden.includes(c.id ?? '')), [columns, hidden]);
  const table = useReactTable({ data: rows, columns: shown, getCoreRowModel: getCoreRowModel(), getRowId: rowId });
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
  });
  const [cursor, setCursor] = useState(0);
  const [help, setHelp] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('input, select, textarea, [role="dialog"]') || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'j' || e.key === 'k') {
        const next = Math.min(Math.max(cursor + (e.key === 'j' ? 1 : -1), 0), rows.length - 1);
        setCursor(next);
        virtual.scrollToIndex(next);
      } else if (e.key === 'Enter' && rows[cursor]) {
        // Handled here: the same Enter must not also press the button the opened row focuses.
        e.preventDefault();
        onOpen(rows[cursor]);
      } else if (e.key === '?') setHelp(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [cursor, rows, onOpen, virtual]);

  const tableRows = table.getRowModel().rows;
  const template = { gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` };
  return (
    <div className="grid" data-testid={testId}>
      <div className="grid-head" role="row" style={template}>
        {table.getFlatHeaders().map((h) => (
          <div key={h.id} role="columnheader" className={`cell col-${h.id}`}>
            {sort?.column === h.id ? (
              <button
                type="button"
                className="sort"
                onClick={() => sort.onChange(sort.value === 'newest' ? 'oldest' : 'newest')}
                aria-label={t(sort.value === 'newest' ? 'grid_sort_newest' : 'grid_sort_oldest')}
                data-testid="grid-sort"
              >
                {flexRender(h.column.columnDef.header, h.getContext())} {sort.value === 'newest' ? '↓' : '↑'}
              </button>
            ) : (
              flexRender(h.column.columnDef.header, h.getContext())
            )}
          </div>
        ))}
      </div>
      <div className="grid-body" ref={scroller} role="rowgroup">
        <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((v) => {
            const row = tableRows[v.index]!;
            return (
              <div
                key={row.id}
                role="row"
                data-testid="grid-row"
                data-row-id={row.id}
                aria-selected={v.index === cursor}
                className={`grid-row${v.index === cursor ? ' current' : ''}`}
                style={{ ...template, transform: `translateY(${v.start}px)`, height: ROW_PX }}
                onClick={() => {
                  setCursor(v.index);
                  onOpen(row.original);
                }}
              >
                {row.getVisibleCells().map((c) => (
                  <div key={c.id} role="cell" className={`cell col-${c.column.id}`}>
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {!loading && rows.length === 0 && <p className="empty">{empty}</p>}
      </div>
      <footer className="grid-foot">
        <span className="hint">{t('members_keys_hint')}</span>
        {loading && <span>{t('loading')}</span>}
        {hasMore && !loading && (
          <button type="button" onClick={onMore} data-testid={`${testId}-more`}>
            {t('members_more')}
          </button>
        )}
      </footer>
      <Dialog.Root open={help} onOpenChange={setHelp}>
        <Dialog.Portal>
          <Dialog.Overlay className="overlay" />
          <Dialog.Content className="dialog" aria-describedby={undefined} data-testid="keys-help">
            <Dialog.Title>{t('keys_title')}</Dialog.Title>
            <ul>
              <li>{t('keys_jk')}</li>
              <li>{t('keys_enter')}</li>
              <li>{t('keys_palette')}</li>
              <li>{t('keys_close')}</li>
              {keys.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
