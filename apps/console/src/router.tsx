import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { SignInPage } from './pages/SignInPage';
import { HomePage } from './pages/HomePage';
import { MerchantLayout } from './pages/MerchantLayout';
import { MembersPage, membersSearch } from './pages/MembersPage';
import { DashboardPage } from './pages/DashboardPage';
import { adjustmentsSearch, auditSearch, betsSearch, depositsSearch, memberSearch, withdrawalsSearch } from './search-schemas';

// The pages an operator opens from the dashboard or the list load when first opened (the first load stays small).
const lazy = {
  adjustments: lazyRouteComponent(() => import('./pages/AdjustmentsPage'), 'AdjustmentsPage'),
  withdrawals: lazyRouteComponent(() => import('./pages/WithdrawalsPage'), 'WithdrawalsPage'),
  deposits: lazyRouteComponent(() => import('./pages/DepositsPage'), 'DepositsPage'),
  channels: lazyRouteComponent(() => import('./pages/ChannelsPage'), 'ChannelsPage'),
  audit: lazyRouteComponent(() => import('./pages/AuditPage'), 'AuditPage'),
  staff: lazyRouteComponent(() => import('./pages/StaffPage'), 'StaffPage'),
  bets: lazyRouteComponent(() => import('./pages/BetsPage'), 'BetsPage'),
  member: lazyRouteComponent(() => import('./pages/member/MemberPage'), 'MemberPage'),
};

/**
 * The console's pages. The merchant a page works on is in its path (/console/<merchant>/…),
 * and a list's whole state (key, search, filters, the open row) in its query, validated by the
 * contract's schemas: a link reproduces the view.
 */
const rootRoute = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <Toaster position="bottom-right" richColors closeButton />
    </>
  ),
});

const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/sign-in', component: SignInPage });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
export const merchantRoute = createRoute({ getParentRoute: () => rootRoute, path: '/$merchant', component: MerchantLayout });
export const membersRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/members',
  validateSearch: membersSearch,
  component: MembersPage,
});

export const adjustmentsRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/adjustments',
  validateSearch: adjustmentsSearch,
  component: lazy.adjustments,
});

export const withdrawalsRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/withdrawals',
  validateSearch: withdrawalsSearch,
  component: lazy.withdrawals,
});

export const depositsRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/deposits',
  validateSearch: depositsSearch,
  component: lazy.deposits,
});

export const channelsRoute = createRoute({ getParentRoute: () => merchantRoute, path: '/channels', component: lazy.channels });

export const auditRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/audit',
  validateSearch: auditSearch,
  component: lazy.audit,
});

export const staffRoute = createRoute({ getParentRoute: () => merchantRoute, path: '/staff', component: lazy.staff });
export const memberRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/members/$id',
  validateSearch: memberSearch,
  component: lazy.member,
});
export const dashboardRoute = createRoute({ getParentRoute: () => merchantRoute, path: '/', component: DashboardPage });
export const betsRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/bets',
  validateSearch: betsSearch,
  component: lazy.bets,
});

export const router = createRouter({
  routeTree: rootRoute.addChildren([
    signInRoute,
    homeRoute,
    merchantRoute.addChildren([
      dashboardRoute,
      membersRoute,
      adjustmentsRoute,
      withdrawalsRoute,
      depositsRoute,
      channelsRoute,
      auditRoute,
      staffRoute,
      betsRoute,
      memberRoute,
    ]),
  ]),
  basepath: '/console',
  // Plain query strings (?by=username&q=ab&open=25), every value read as text (a mobile number
  // stays a string): the contract's schemas give them their types.
  parseSearch: (query) => Object.fromEntries(new URLSearchParams(query)),
  stringifySearch: (search) => {
    const pairs = Object.entries(search).filter(([, v]) => v !== undefined && v !== '');
    return pairs.length ? `?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}` : '';
  },
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
