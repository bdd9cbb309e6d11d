import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { Icon } from '../../components/ui/Icon';
import { NavCategoryItem } from './NavCategory';
import { useNavCategories } from '../../components/games/nav-categories';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import './nav.css';

/**
 * Main navigation (§2): Home, In-house, then each category that has at least one vendor
 * (with a dropdown of its vendors), then Promotions. In-house (/bgs) is the BGS category.
 * When the row does not fit it scrolls sideways, with arrows for a mouse (keyboard focus
 * scrolls by itself, so the arrows are left out of the tab order).
 */
export function MainNav() {
  const { t } = useTranslation();
  const { categories } = useNavCategories();
  const { track, edges, measure, scroll } = useScrollEdges(categories.length, 0.6);
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
