import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOTTERY_ROUTES, type Game, type Vendor } from '@playhouse/contract';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';

/** What the game messages dialog shows (see GameDialogs). */
export type GameNoticeKind = 'launchUnavailable' | 'maintenance' | 'error';

/** Props of the popup game list of one vendor. */
export interface GameListProps {
  vendor: string;
  title: string;
}

/** The checks every start goes through: login, then a real account, then the vendor's status. */
function useStartGate() {
  const { isLogin, isTrial } = useSession();
  const { open } = useDialogs();
  return useCallback(
    (maintenance: boolean, name: string): boolean => {
      if (!isLogin) open('login');
      else if (isTrial) open('trialBlocked');
      else if (maintenance) open('gameNotice', { kind: 'maintenance' satisfies GameNoticeKind, name });
      else return true;
      return false;
    },
    [isLogin, isTrial, open],
  );
}

/**
 * Starting a game (§4): a visitor gets the login popup, a trial account the real-account
 * message; lottery vendors route to their launcher pages, a vendor-type entry opens the
 * vendor's popup game list, anything else launches. The launch arrives with the money issue,
 * so until then the player is told honestly that it is not available yet.
 */
export function useStartGame(): (game: Game) => void {
  const gate = useStartGate();
  const { open } = useDialogs();
  const navigate = useNavigate();
  return useCallback(
    (game: Game) => {
      if (!gate(game.maintenance, game.displayName)) return;
      const lottery = LOTTERY_ROUTES[game.vassalage];
      if (lottery) return void navigate(`${lottery}?gameCode=${encodeURIComponent(game.gameCode)}`);
      if (!game.isGame) return open('gameList', { vendor: game.vassalage, title: game.displayName } satisfies GameListProps);
      open('gameNotice', { kind: 'launchUnavailable' satisfies GameNoticeKind, name: game.displayName });
    },
    [gate, open, navigate],
  );
}

/**
 * Starting a vendor tile: lottery vendors go to their launcher, a vendor with games opens its
 * popup game list, a single-lobby vendor (sports, esports, cockfight) launches that lobby.
 */
export function useStartVendor(): (vendor: Vendor) => void {
  const gate = useStartGate();
  const { open } = useDialogs();
  const navigate = useNavigate();
  return useCallback(
    (vendor: Vendor) => {
      if (!gate(vendor.maintenance, vendor.name)) return;
      const lottery = LOTTERY_ROUTES[vendor.vassalage];
      if (lottery) return void navigate(lottery);
      if (vendor.gameCount > 1) return open('gameList', { vendor: vendor.vassalage, title: vendor.name } satisfies GameListProps);
      open('gameNotice', { kind: 'launchUnavailable' satisfies GameNoticeKind, name: vendor.name });
    },
    [gate, open, navigate],
  );
}
