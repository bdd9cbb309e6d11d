import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LOTTERY_ROUTES, type Game, type Vendor } from '@playhouse/contract';
import { ApiError } from '../../lib/api-client';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { inAppPath, launchGame, vendorLobbyNodeId } from './launch-game';

/** What the game messages dialog shows (see GameDialogs). */
export type GameNoticeKind = 'maintenance' | 'error';

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
    (maintenance: boolean): boolean => {
      if (!isLogin) open('login');
      else if (isTrial) open('trialBlocked');
      else if (maintenance) open('gameNotice', { kind: 'maintenance' satisfies GameNoticeKind });
      else return true;
      return false;
    },
    [isLogin, isTrial, open],
  );
}

/** One launch at a time for the whole page: a double click must not open two game sessions. */
let launching = false;

/**
 * Launches a game (§7 launchGame) and goes there: our own play page (/bgs/play/...) inside
 * the app, a provider's URL as a full page load. A refusal (maintenance, provider down, trial
 * account) shows in the game notice dialog with the server's translated message.
 */
function useLaunch() {
  const { open } = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (nodeId: () => Promise<number | null>) => {
      if (launching) return;
      launching = true;
      try {
        const id = await nodeId();
        if (id === null) return void open('gameNotice', { kind: 'error' satisfies GameNoticeKind });
        const { url } = await launchGame(id);
        // The server recorded the game as recently played.
        void queryClient.invalidateQueries({ queryKey: ['recent'] });
        const path = inAppPath(url);
        if (path) navigate(path);
        else window.location.assign(url);
      } catch (e) {
        const maintenance = e instanceof ApiError && e.code === 'game_maintenance';
        open('gameNotice', { kind: (maintenance ? 'maintenance' : 'error') satisfies GameNoticeKind, message: (e as Error).message });
      } finally {
        launching = false;
      }
    },
    [open, navigate, queryClient],
  );
}

/**
 * Starting a game (§4): a visitor gets the login popup, a trial account the real-account
 * message; lottery vendors route to their launcher pages, a vendor-type entry opens the
 * vendor's popup game list, anything else launches.
 */
export function useStartGame(): (game: Game) => void {
  const gate = useStartGate();
  const { open } = useDialogs();
  const navigate = useNavigate();
  const launch = useLaunch();
  return useCallback(
    (game: Game) => {
      if (!gate(game.maintenance)) return;
      const lottery = LOTTERY_ROUTES[game.vassalage];
      if (lottery) return void navigate(`${lottery}?gameCode=${encodeURIComponent(game.gameCode)}`);
      if (!game.isGame) return open('gameList', { vendor: game.vassalage, title: game.displayName } satisfies GameListProps);
      void launch(async () => game.nodeId);
    },
    [gate, open, navigate, launch],
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
  const launch = useLaunch();
  return useCallback(
    (vendor: Vendor) => {
      if (!gate(vendor.maintenance)) return;
      const lottery = LOTTERY_ROUTES[vendor.vassalage];
      if (lottery) return void navigate(lottery);
      if (vendor.gameCount > 1) return open('gameList', { vendor: vendor.vassalage, title: vendor.name } satisfies GameListProps);
      void launch(() => vendorLobbyNodeId(vendor.vassalage));
    },
    [gate, open, navigate, launch],
  );
}
