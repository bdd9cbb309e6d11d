import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { NavCategoryItem } from './NavCategory';
import { useNavCategories } from './nav-categories';
import './nav.css';

/**
 * Main navigation (§2): Home, In-house, then each category that has at least one vendor
 * (with a dropdown of its vendors), then Promotions. In-house (/bgs) is the BGS category.
 */
export function MainNav() {
  const { t } = useTranslation();
  const { categories } = useNavCategories();
  return (
    <nav className="main-nav" aria-label={t('layout_main_nav')} data-testid="main-nav">
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
    </nav>
  );
}
