import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LazyBoundary } from '../components/ui/LazyBoundary';
import { useDocumentTitle } from '../components/ui/use-document-title';
import { useWhitelabel } from '../lib/site-queries';
import { ContentDialogs } from '../features/content/ContentDialogs';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import type { RouteHandle } from './route-handle';
import { AgentContractOverlay } from './AgentContractOverlay';
// Red envelopes
import { EnvelopeOverlay } from './EnvelopeOverlay';
import { ScrollTopButton } from '../features/layout/ScrollTopButton';
import { SideMenu } from '../features/layout/SideMenu';
import '../features/layout/layout.css';

const NARROW = '(max-width: 899px)';
const COLLAPSED_KEY = 'ph.side.collapsed';

/** Wide screens: an expanded menu or an icon rail (remembered). Narrow: a drawer, closed by default. */
function useSideMenuState() {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  const [railOnly, setRailOnly] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname, search } = useLocation();

  useEffect(() => {
    const mq = window.matchMedia(NARROW);
    const onChange = () => setNarrow(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  useEffect(() => setDrawerOpen(false), [pathname, search]);

  const expanded = narrow ? drawerOpen : !railOnly;
  const toggle = () => {
    if (narrow) return setDrawerOpen((v) => !v);
    localStorage.setItem(COLLAPSED_KEY, railOnly ? '0' : '1');
    setRailOnly(!railOnly);
  };
  return { narrow, expanded, toggle, closeDrawer: () => setDrawerOpen(false) };
}

/** The site layout of §2: header, side menu, the page, footer and scroll-to-top. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hideSideMenu = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.hideSideMenu);
  const menu = useSideMenuState();
  useDocumentTitle(useWhitelabel().data?.name);
  const side = hideSideMenu ? 'none' : menu.expanded ? 'expanded' : 'collapsed';

  return (
    <div className="site" data-side={side} data-narrow={menu.narrow}>
      <a className="skip-link" href="#main">
        {t('layout_skip_to_content')}
      </a>
      <Header menuToggle={hideSideMenu ? undefined : { expanded: menu.expanded, onToggle: menu.toggle }} />
      <div className="site-body">
        {hideSideMenu ? null : <SideMenu expanded={menu.expanded} onClose={menu.narrow ? menu.closeDrawer : undefined} />}
        {!hideSideMenu && menu.narrow && menu.expanded ? (
          <div className="drawer-backdrop" onClick={menu.closeDrawer} aria-hidden="true" />
        ) : null}
        <div className="site-column">
          <main className="site-main" id="main">
            <LazyBoundary resetKey={pathname}>{children ?? <Outlet />}</LazyBoundary>
          </main>
          <Footer />
        </div>
      </div>
      <ScrollTopButton />
      <ContentDialogs />
      <AgentContractOverlay />
      <EnvelopeOverlay />
    </div>
  );
}
