import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, LIMITS, type Game } from '@playhouse/contract';
import { call } from '../../lib/api-client';
import { catalogKeys } from '../../lib/catalog-queries';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { applyFavourite, favouriteListKey, restoreFavourites, snapshotFavourites } from './favourite-cache';

interface Toggle {
  game: Game;
  add: boolean;
}

/**
 * The favourite toggle of every game card on the page (§4), one mutation for all of them
 * (GameCardActions): a visitor gets the login popup; at most one toggle a second per game (§9),
 * extra clicks are dropped; the lists change at once and roll back if the server refuses.
 */
export function useFavouriteToggle(): (game: Game) => void {
  const { token, isLogin } = useSession();
  const { open } = useDialogs();
  const qc = useQueryClient();
  const last = useRef(new Map<number, number>());

  const mutation = useMutation({
    mutationFn: ({ game: g, add }: Toggle) => {
      const body = { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType };
      return call(API.games.favourites, { method: add ? 'POST' : 'DELETE', body });
    },
    onMutate: async ({ game: g, add }: Toggle) => {
      await qc.cancelQueries({ queryKey: ['favourites'] });
      const snapshot = snapshotFavourites(qc, token);
      applyFavourite(qc, token, g.nodeId, add);
      return snapshot;
    },
    onError: (e, { game: g }, snapshot) => {
      if (snapshot) restoreFavourites(qc, token, snapshot);
      open('gameNotice', { kind: 'error', message: e.message, name: g.displayName });
    },
    onSuccess: (answer, { add }) => {
      qc.setQueryData(catalogKeys.favouriteIds(token), new Set(answer.favGameIds));
      // An added game needs its row from the server; a removal is already applied.
      if (add) void qc.invalidateQueries({ queryKey: favouriteListKey(token) });
    },
  });
  const { mutate } = mutation;

  return useCallback(
    (game: Game) => {
      if (!isLogin) return open('login');
      const now = Date.now();
      if (now - (last.current.get(game.nodeId) ?? 0) < LIMITS.favouriteThrottleMs) return;
      last.current.set(game.nodeId, now);
      const current = qc.getQueryData<Set<number>>(catalogKeys.favouriteIds(token));
      const add = !(current?.has(game.nodeId) ?? false);
      mutate({ game, add });
    },
    [isLogin, open, qc, token, mutate],
  );
}
