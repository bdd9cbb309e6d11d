import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a sideways-scrolling row can scroll further back or on (its arrow buttons show or
 * enable accordingly), re-measured when the row or any item changes size and on scroll
 * (`measure` is the row's onScroll). `watch` names what changes the row's items (their count),
 * so new items are observed too. The state changes only when an edge does: a measure that finds
 * the same edges renders nothing (a new object each time made the observer re-render the row
 * every frame), and the observer's first callback measures after layout (no forced layout).
 */
export function useScrollEdges<T extends HTMLElement = HTMLDivElement>(watch: unknown, step = 1) {
  const track = useRef<T>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 2;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    for (const child of Array.from(el.children)) ro.observe(child);
    return () => ro.disconnect();
  }, [measure, watch]);
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * track.current.clientWidth * step, behavior: 'smooth' });
  return { track, edges, measure, scroll };
}
