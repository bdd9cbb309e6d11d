import { lazyScreen } from '../components/ui/lazy-screen';

/** The lazily loaded screen groups of §2, each its own chunk. */
export const Promotions = lazyScreen(() => import('../features/pages/screens/PromotionsPage'));
export const Seamless = lazyScreen(() => import('../features/pages/screens/SeamlessPage'));
export const Lottery = lazyScreen(() => import('../features/pages/screens/LotteryPage'));
export const MemberCenter = lazyScreen(() => import('../features/member-center/MemberCenterPage'));
export const PointMall = lazyScreen(() => import('../features/pages/screens/PointMallPage'));
export const AccountGame = lazyScreen(() => import('../features/pages/screens/AccountGamePage'));
export const GameListCenter = lazyScreen(() => import('../features/pages/screens/GameListPage'));
export const GameCenter = lazyScreen(() => import('../features/pages/screens/GameCenterPage'));
