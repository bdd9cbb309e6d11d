import { lazyPage } from '../../components/ui/lazy-page';

/** The in-house game page, its own chunk. */
export const BgsPlay = lazyPage(() => import('./BgsPlayPage'));
