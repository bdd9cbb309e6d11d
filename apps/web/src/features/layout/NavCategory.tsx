import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@playhouse/contract';
import { Icon } from '../../components/ui/Icon';
import { safeHref } from '../../components/ui/safe-href';
import { vendorPath, type NavCategory } from '../../components/games/nav-categories';
import { useDropdownPlace } from './use-dropdown-place';

/** Leaving the item closes the panel after a moment, so the pointer can cross the gap. */
const CLOSE_DELAY_MS = 150;
const HOVER_CLICK_MS = 800;

/**
 * A category of the main navigation with its vendors' dropdown (§2). More than 10 vendors make
 * the dropdown large: a wide panel in several columns. Opens on hover and with the chevron
 * button (keyboard); Escape, leaving and navigating close it. Memoised: the nav redraws as its
 * row scrolls or measures, its categories only when the menus change.
 */
export const NavCategoryItem = memo(function NavCategoryItem({ category }: { category: NavCategory }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // When the pointer has just opened it, the click that follows on the chevron keeps it open.
  const hoveredAt = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { key } = useLocation();
  const large = category.vendors.length > LIMITS.largeDropdownVendors;
  const label = t(`game_type_${category.type}`);
  const close = useCallback(() => setOpen(false), []);
  const place = useDropdownPlace(open, root, large, close);

  useEffect(() => setOpen(false), [key]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>('.nav-cat-toggle')?.focus();
    };
    const onDown = (e: PointerEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const enter = () => {
    clearTimeout(closeTimer.current);
    hoveredAt.current = Date.now();
    setOpen(true);
  };
  const toggle = () => {
    if (Date.now() - hoveredAt.current < HOVER_CLICK_MS) setOpen(true);
    else setOpen((v) => !v);
  };
  const leave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <div
      ref={root}
      className={large ? 'nav-cat is-large' : 'nav-cat'}
      data-testid={`nav-cat-${category.type}`}
      onPointerEnter={(e) => e.pointerType === 'mouse' && enter()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && leave()}
    >
      <NavLink to={category.path} className="nav-cat-link" data-testid={`nav-${category.type}`}>
        {label}
      </NavLink>
      <button
        type="button"
        className="nav-cat-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('layout_nav_vendors_of', { category: label })}
        data-testid={`nav-toggle-${category.type}`}
        onClick={toggle}
      >
        <Icon name="chevronDown" size={14} />
      </button>
      {open && place ? (
        <div
          id={panelId}
          style={place}
          className={large ? 'nav-dropdown nav-dropdown-large' : 'nav-dropdown'}
          data-testid={`nav-dropdown-${category.type}`}
          data-size={large ? 'large' : 'normal'}
        >
          <p className="nav-dropdown-title">{t('layout_nav_vendors_title', { category: label })}</p>
          <ul className="nav-dropdown-list">
            {category.vendors.map((v) => {
              const logo = safeHref(v.logoUrl);
              return (
                <li key={v.vassalage}>
                  <Link
                    to={vendorPath(category.path, v.vassalage)}
                    className="nav-vendor"
                    data-testid={`nav-vendor-${v.vassalage}`}
                  >
                    {logo ? <img src={logo} alt="" width={60} height={24} loading="lazy" decoding="async" /> : null}
                    <span className="nav-vendor-name">{v.name}</span>
                    {v.maintenance ? <span className="nav-vendor-maint">{t('layout_nav_vendor_maintenance')}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link to={category.path} className="nav-dropdown-all">
            {t('layout_nav_all_of', { category: label })}
          </Link>
        </div>
      ) : null}
    </div>
  );
});
