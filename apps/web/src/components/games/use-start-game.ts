import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LOTTERY_ROUTES, PAGES, type Game, type Vendor } from '@playhouse/contract';
import { ApiError } from '../../lib/api-client';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { inAppPath, launchGame, vendorLobbyNodeId } from './launch-game';
import { lotteryStartPath } from './lottery-start';
import { holdSeamlessLaunch } from './seamless-launch';

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

/** A refused launch in the game notice dialog, with the server's translated message. */
function useRefusalNotice() {
  const { open } = useDialogs();
  return useCallback(
    (e: unknown) => {
      const maintenance = e instanceof ApiError && e.code === 'game_maintenance';
      open('gameNotice', {
        kind: (maintenance ? 'maintenance' : 'error') satisfies GameNoticeKind,
        message: (e as Error).message,
      });
    },
    [open],
  );
}

/**
 * Launches a game (§7 launchGame) and shows it without leaving the site: our own play page
 * (/bgs/play/...) by its path, a provider's URL in the seamless game page (/seamless), handed
 * over in memory because it carries a one-time launch token. A refusal (maintenance, provider
 * down, trial account) shows in the game notice dialog.
 */
function useLaunch() {
  const { open, close } = useDialogs();
  const refused = useRefusalNotice();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (nodeId: () => Promise<number | null>, title: string) => {
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
        else navigate(PAGES.seamless, { state: holdSeamlessLaunch({ url, title, nodeId: id }, pathname + search) });
        // A game started from the popup game list must not stay covered by it.
        close();
      } catch (e) {
        refused(e);
      } finally {
        launching = false;
      }
    },
    [open, close, refused, navigate, pathname, search, queryClient],
  );
}

/**
 * The seamless page's fallback: the game launched afresh in a new window (the token of the
 * game shown in the page is spent). The window opens during the click, so popup blockers let
 * it through, and is sent to the game once the launch answers. True when it opened.
 */
export function useLaunchInNewWindow(): (nodeId: number) => Promise<boolean> {
  const refused = useRefusalNotice();
  return useCallback(
    async (nodeId: number) => {
      if (launching) return false;
      const win = window.open('', '_blank');
      if (!win) return false;
      // The game's page must not reach back into the site.
      win.opener = null;
      launching = true;
      try {
        const { url } = await launchGame(nodeId);
        win.location.replace(new URL(url, window.location.href).href);
        return true;
      } catch (e) {
        win.close();
        refused(e);
        return false;
      } finally {
        launching = false;
      }
    },
    [refused],
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
      if (lottery) return void navigate(lotteryStartPath(lottery, game.vassalage, game.gameCode));
      if (!game.isGame) return open('gameList', { vendor: game.vassalage, title: game.displayName } satisfies GameListProps);
      void launch(async () => game.nodeId, game.displayName);
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
      if (lottery) return void navigate(lotteryStartPath(lottery, vendor.vassalage));
      if (vendor.gameCount > 1) return open('gameList', { vendor: vendor.vassalage, title: vendor.name } satisfies GameListProps);
      void launch(() => vendorLobbyNodeId(vendor.vassalage), vendor.name);
    },
    [gate, open, navigate, launch],
  );
}
