import { useLayoutEffect, useState, type RefObject } from 'react';

/** Smallest card width, gap between cards, and the fixed height of a card's name and button. */
export const GRID = { minCard: 150, gap: 12, footHeight: 76 } as const;

export interface GridLayout {
  columns: number;
  rowHeight: number;
  /** The container's distance from the top of the document (the window virtualizer's scrollMargin). */
  offsetTop: number;
}

function layoutOf(el: HTMLElement | null): GridLayout {
  const width = el?.clientWidth || 320;
  const columns = Math.max(2, Math.floor((width + GRID.gap) / (GRID.minCard + GRID.gap)));
  const cardWidth = (width - GRID.gap * (columns - 1)) / columns;
  const offsetTop = el ? el.getBoundingClientRect().top + window.scrollY : 0;
  // Square artwork plus the foot; rows are fixed-height, so no measuring while scrolling.
  return { columns, rowHeight: Math.round(cardWidth + GRID.footHeight + GRID.gap), offsetTop };
}

/** Columns from the container's width (a responsive grid), kept up to date on resize. */
export function useGridLayout(ref: RefObject<HTMLElement | null>): GridLayout {
  const [layout, setLayout] = useState<GridLayout>(() => layoutOf(null));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setLayout((prev) => {
        const next = layoutOf(el);
        return prev.columns === next.columns && prev.rowHeight === next.rowHeight && prev.offsetTop === next.offsetTop
          ? prev
          : next;
      });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    // Content above the grid (a vendor chooser, the search box) can move it down.
    if (el.parentElement) observer.observe(el.parentElement);
    return () => observer.disconnect();
  }, [ref]);
  return layout;
}

/** Splits a list into rows of `columns`. */
export const rowOf = <T>(items: readonly T[], columns: number, row: number) =>
  items.slice(row * columns, row * columns + columns);
