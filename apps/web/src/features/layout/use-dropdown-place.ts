import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const EDGE_PX = 12;
/** The normal panel's width (nav.css), to keep it inside the window near the right edge. */
const PANEL_PX = 260;

/**
 * Where an open nav dropdown goes. The nav row may scroll sideways, which would clip a panel
 * inside it (the item's parent is the scrolling track), so the panel is fixed to the window: under the nav row, at its item (a large
 * panel spans the row). Scrolling the row or resizing the window closes it, as the place is stale.
 */
export function useDropdownPlace(
  open: boolean,
  item: RefObject<HTMLElement | null>,
  large: boolean,
  close: () => void,
): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  useLayoutEffect(() => {
    const el = item.current;
    const nav = el?.closest('nav');
    const scroller = el?.parentElement;
    if (!open || !el || !nav || !scroller) return setStyle(undefined);
    const top = nav.getBoundingClientRect().bottom;
    const left = Math.max(EDGE_PX, Math.min(el.getBoundingClientRect().left, window.innerWidth - PANEL_PX - EDGE_PX));
    setStyle(large ? { top, left: EDGE_PX, right: EDGE_PX } : { top, left });
    scroller.addEventListener('scroll', close, { passive: true });
    window.addEventListener('resize', close);
    return () => {
      scroller.removeEventListener('scroll', close);
      window.removeEventListener('resize', close);
    };
  }, [open, item, large, close]);
  return style;
}
