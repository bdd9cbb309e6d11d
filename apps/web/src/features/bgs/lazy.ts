import { lazyScreen } from '../../components/ui/lazy-screen';

/** The in-house game page, its own chunk. */
export const BgsPlay = lazyScreen(() => import('./BgsPlayPage'));
