import { lazyScreen } from '../components/ui/lazy-screen';

/** The lazily loaded screen groups of §2, each its own chunk. */
export const Promotions = lazyScreen(() => import('./screens/PromotionsPage'));
export const Seamless = lazyScreen(() => import('./screens/SeamlessPage'));
export const Lottery = lazyScreen(() => import('./screens/LotteryPage'));
export const MemberCenter = lazyScreen(() => import('./screens/MemberCenterScreen'));
export const PointMall = lazyScreen(() => import('./screens/PointMallPage'));
export const AccountGame = lazyScreen(() => import('./screens/AccountGamePage'));
export const GameListCenter = lazyScreen(() => import('./screens/GameListPage'));
export const GameCenter = lazyScreen(() => import('./screens/GameCenterPage'));
export const AgentLogin = lazyScreen(() => import('./screens/AgentLoginScreen'));
export const AgentCentre = lazyScreen(() => import('./screens/AgentCentreScreen'));
// VIP (issue 14)
export const Vip = lazyScreen(() => import('./screens/VipScreen'));
// activities (issue 14)
export const Activities = lazyScreen(() => import('./screens/ActivityPage'));
