import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { Icon } from '../../components/ui/Icon';
import { NavCategoryItem } from './NavCategory';
import { useNavCategories } from '../../components/games/nav-categories';
import './nav.css';

/** Whether the row can scroll further back or on; the arrow buttons show accordingly. */
function useScrollEdges() {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = useCallback(() => {
    const el = track.current;
    if (el) setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    for (const child of Array.from(el.children)) ro.observe(child);
    return () => ro.disconnect();
  });
  const scroll = (dir: 1 | -1) => track.current?.scrollBy({ left: dir * track.current.clientWidth * 0.6, behavior: 'smooth' });
  return { track, edges, measure, scroll };
}

/**
 * Main navigation (§2): Home, In-house, then each category that has at least one vendor
 * (with a dropdown of its vendors), then Promotions. In-house (/bgs) is the BGS category.
 * When the row does not fit it scrolls sideways, with arrows for a mouse (keyboard focus
 * scrolls by itself, so the arrows are left out of the tab order).
 */
export function MainNav() {
  const { t } = useTranslation();
  const { categories } = useNavCategories();
  const { track, edges, measure, scroll } = useScrollEdges();
  return (
    <nav className="main-nav" aria-label={t('layout_main_nav')} data-testid="main-nav">
      <div className="main-nav-track" ref={track} onScroll={measure}>
        <NavLink to={paths.home} end data-testid="nav-home">
          {t('layout_nav_home')}
        </NavLink>
        <NavLink to={paths.inHouse} data-testid="nav-in_house">
          {t('layout_nav_in_house')}
        </NavLink>
        {categories
          .filter((c) => c.path !== paths.inHouse)
          .map((c) => (
            <NavCategoryItem key={c.type} category={c} />
          ))}
        <NavLink to={paths.promotions} data-testid="nav-promotions">
          {t('layout_nav_promotions')}
        </NavLink>
      </div>
      {edges.start ? null : (
        <button type="button" className="nav-more nav-more-start" tabIndex={-1} aria-hidden="true" onClick={() => scroll(-1)}>
          <Icon name="chevronLeft" size={18} />
        </button>
      )}
      {edges.end ? null : (
        <button type="button" className="nav-more nav-more-end" tabIndex={-1} aria-hidden="true" onClick={() => scroll(1)}>
          <Icon name="chevronLeft" size={18} />
        </button>
      )}
    </nav>
  );
}
