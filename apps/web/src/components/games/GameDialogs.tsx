import { lazy, Suspense } from 'react';
import { useDialogs } from '../../lib/dialogs';
import { GameNoticeDialog } from './GameNoticeDialog';
import type { GameListProps, GameNoticeKind } from './use-start-game';

// The popup list brings the virtualized grid: loaded when first opened, not with the home page.
const VendorGamesDialog = lazy(() => import('./VendorGamesDialog'));

/** The game popups opened by useStartGame and useFavourite, rendered once by the app root. */
export function GameDialogs() {
  const { current, props, close } = useDialogs();
  if (current === 'gameList') {
    const p = props as unknown as GameListProps;
    return (
      <Suspense fallback={null}>
        <VendorGamesDialog key={p.vendor} vendor={p.vendor} title={p.title} onClose={close} />
      </Suspense>
    );
  }
  if (current === 'gameNotice') {
    const p = props as { kind: GameNoticeKind; message?: string };
    return <GameNoticeDialog kind={p.kind} {...(p.message ? { message: p.message } : {})} onClose={close} />;
  }
  return null;
}
