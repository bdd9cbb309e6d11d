import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { SignInPage } from './pages/SignInPage';
import { HomePage } from './pages/HomePage';
import { MerchantLayout } from './pages/MerchantLayout';
import { MembersPage, membersSearch } from './pages/MembersPage';
import { AdjustmentsPage, adjustmentsSearch } from './pages/AdjustmentsPage';
import { WithdrawalsPage, withdrawalsSearch } from './pages/WithdrawalsPage';
import { DepositsPage, depositsSearch } from './pages/DepositsPage';
import { ChannelsPage } from './pages/ChannelsPage';
import { AuditPage, auditSearch } from './pages/AuditPage';
import { StaffPage } from './pages/StaffPage';
import { DashboardPage } from './pages/DashboardPage';
import { BetsPage, betsSearch } from './pages/BetsPage';
import { MemberPage, memberSearch } from './pages/member/MemberPage';

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
  component: AdjustmentsPage,
});

export const withdrawalsRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/withdrawals',
  validateSearch: withdrawalsSearch,
  component: WithdrawalsPage,
});

export const depositsRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/deposits',
  validateSearch: depositsSearch,
  component: DepositsPage,
});

export const channelsRoute = createRoute({ getParentRoute: () => merchantRoute, path: '/channels', component: ChannelsPage });

export const auditRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/audit',
  validateSearch: auditSearch,
  component: AuditPage,
});

export const staffRoute = createRoute({ getParentRoute: () => merchantRoute, path: '/staff', component: StaffPage });
export const memberRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/members/$id',
  validateSearch: memberSearch,
  component: MemberPage,
});
export const dashboardRoute = createRoute({ getParentRoute: () => merchantRoute, path: '/', component: DashboardPage });
export const betsRoute = createRoute({
  getParentRoute: () => merchantRoute,
  path: '/bets',
  validateSearch: betsSearch,
  component: BetsPage,
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
