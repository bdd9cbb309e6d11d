import type { RouteObject } from 'react-router-dom';
import { PAGES } from '@playhouse/contract';
import { LazyBoundary } from '../components/ui/LazyBoundary';
import { HomePage } from '../features/home/HomePage';
import { SiteLayout } from './SiteLayout';
import type { RouteHandle } from './route-handle';
import { HelpCentre } from '../features/pages/HelpCentre';
import { NotFoundPage } from '../features/pages/NotFoundPage';
import { AgentHomeGate, HomeWithDialog, LoginPopupGuard, RealAccountGuard, RedirectVisitor } from './guards';
import {
  AccountGame,
  AgentLogin,
  GameCentre,
  GameList,
  Lottery,
  MemberCentre,
  PointMall,
  Promotions,
  Seamless,
  Vip,
  Activities,
} from './lazy-pages';
import { BgsPlay } from '../features/bgs/lazy';
import { GAME_PAGES } from '../config/paths';
import { Root } from './Root';
import { RouteError } from './RouteError';

const noSideMenu: RouteHandle = { hideSideMenu: true };

/** Every route of §2 inside the site layout; the agent pages have their own layout. */
const siteRoutes: RouteObject[] = [
  ...[PAGES.home, ...PAGES.homeAliases].map((path) => ({ path, element: <HomePage /> })),
  { path: PAGES.login, element: <HomeWithDialog dialog="login" /> },
  { path: PAGES.register, element: <HomeWithDialog dialog="register" /> },
  {
    path: PAGES.help,
    element: (
      <>
        <HomePage />
        <HelpCentre />
      </>
    ),
  },
  {
    path: PAGES.member,
    element: (
      <RealAccountGuard>
        <MemberCentre />
      </RealAccountGuard>
    ),
  },
  { path: PAGES.promotions, element: <Promotions /> },
  { path: PAGES.pointMall, element: <PointMall /> },
  { path: PAGES.activities, element: <Activities /> },
  { path: PAGES.seamless, element: <Seamless /> },
  ...GAME_PAGES.map((g) => ({
    path: g.path,
    element: g.kind === 'centre' ? <GameCentre key={g.type} gameType={g.type} /> : <GameList key={g.type} gameType={g.type} />,
  })),
  {
    path: PAGES.favorite,
    element: (
      <LoginPopupGuard>
        <AccountGame kind="favorite" />
      </LoginPopupGuard>
    ),
  },
  {
    path: PAGES.recent,
    element: (
      <LoginPopupGuard>
        <AccountGame kind="recent" />
      </LoginPopupGuard>
    ),
  },
  // /vnLottery and /vnlottery are different routes of §2, hence case-sensitive matching.
  ...[...PAGES.lotteryLaunchers, ...PAGES.lotteryAltSpellings].map((path) => ({
    path,
    caseSensitive: true,
    handle: noSideMenu,
    element: (
      <RedirectVisitor>
        <Lottery />
      </RedirectVisitor>
    ),
  })),
  { path: PAGES.bgsPlay, handle: noSideMenu, element: <BgsPlay /> },
  {
    path: PAGES.vip,
    element: (
      <LoginPopupGuard>
        <Vip />
      </LoginPopupGuard>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { element: <SiteLayout />, children: siteRoutes },
      {
        path: PAGES.agent,
        element: (
          <LazyBoundary resetKey="agent">
            <AgentLogin />
          </LazyBoundary>
        ),
      },
      { path: PAGES.agentHome, element: <AgentHomeGate /> },
    ],
  },
];
