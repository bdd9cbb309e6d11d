import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon, type IconName } from './Icon';
import './TabMenu.css';

export interface TabMenuEntry {
  to: string;
  label: string;
  testId: string;
  /** Drawn after the label, e.g. a badge count. */
  badge?: ReactNode;
}

export interface TabMenuProps<T extends string, I extends { tab: T; icon: IconName }> {
  items: readonly I[];
  active: T;
  /** Accessible name of the menu. */
  label: string;
  /** The nav's class: each page lays its menu out itself. */
  className: string;
  /** Drawn above the entries. */
  heading?: ReactNode;
  entry(item: I): TabMenuEntry;
}

/** A centre's side menu of pages (each a link to its ?tab=), the active one marked as the current page. */
export function TabMenu<T extends string, I extends { tab: T; icon: IconName }>({
  items,
  active,
  label,
  className,
  heading,
  entry,
}: TabMenuProps<T, I>) {
  const nav = useRef<HTMLElement>(null);
  // Where the menu is a sideways strip (a phone), the current page's tab is brought into view;
  // only the strip scrolls, never the page.
  useEffect(() => {
    const el = nav.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current || el.scrollWidth <= el.clientWidth) return;
    const box = el.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    el.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
  }, [active]);
  return (
    <nav className={className} aria-label={label} ref={nav}>
      {heading}
      {items.map((item) => {
        const e = entry(item);
        return (
          <Link
            key={item.tab}
            to={e.to}
            className="ui-tab-menu-item"
            aria-current={item.tab === active ? 'page' : undefined}
            data-testid={e.testId}
          >
            <Icon name={item.icon} size={18} />
            <span>{e.label}</span>
            {e.badge}
          </Link>
        );
      })}
    </nav>
  );
}

/** The page a centre shows: the ?tab= asked for when the menu has it, else the default. */
export function useTabParam<T extends string>(items: readonly { tab: T }[], fallback: T): T {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  return items.find((i) => i.tab === asked)?.tab ?? fallback;
}
