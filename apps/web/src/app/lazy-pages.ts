import { lazyPage } from '../components/ui/lazy-page';

/** The lazily loaded screen groups of §2, each its own chunk. */
export const Promotions = lazyPage(() => import('./screens/PromotionsPage'));
export const Seamless = lazyPage(() => import('./screens/SeamlessPage'));
export const Lottery = lazyPage(() => import('./screens/LotteryPage'));
export const MemberCentre = lazyPage(() => import('./screens/MemberCentrePage'));
export const PointMall = lazyPage(() => import('./screens/PointMallPage'));
export const AccountGame = lazyPage(() => import('./screens/AccountGamePage'));
export const GameList = lazyPage(() => import('./screens/GameListPage'));
export const GameCentre = lazyPage(() => import('./screens/GameCentrePage'));
export const AgentLogin = lazyPage(() => import('./screens/AgentLoginPage'));
export const AgentCentre = lazyPage(() => import('./screens/AgentCentrePage'));
export const Vip = lazyPage(() => import('./screens/VipPage'));
export const Activities = lazyPage(() => import('./screens/ActivityPage'));
