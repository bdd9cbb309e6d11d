import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Game } from '@playhouse/contract';
import { useFavouriteIds } from '../../lib/catalog-queries';
import { useFavouriteToggle } from './use-favourite';
import { useStartGame } from './use-start-game';

interface GameCardActions {
  start(game: Game): void;
  toggleFavourite(game: Game): void;
  /** The signed-in member's favourite game ids (undefined for a visitor or until known). */
  favourites: ReadonlySet<number> | undefined;
  t: TFunction;
}

const Actions = createContext<GameCardActions | null>(null);

/**
 * What every game card does, made once for the page rather than once per card: a home page
 * draws some 50 cards, and each card's own start and favourite hooks (router, dialogs,
 * session, a query and a mutation observer, a translation subscription) were most of the
 * cost of drawing it on a phone. The value changes only with the favourites or the language;
 * start and toggle always call the latest handlers, so a navigation redraws no card.
 */
export function GameCardActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const start = useStartGame();
  const toggle = useFavouriteToggle();
  const favourites = useFavouriteIds().data;
  const latest = useRef({ start, toggle });
  useEffect(() => {
    latest.current = { start, toggle };
  }, [start, toggle]);
  const startLatest = useCallback((game: Game) => latest.current.start(game), []);
  const toggleLatest = useCallback((game: Game) => latest.current.toggle(game), []);
  const value = useMemo(
    () => ({ start: startLatest, toggleFavourite: toggleLatest, favourites, t }),
    [startLatest, toggleLatest, favourites, t],
  );
  return <Actions.Provider value={value}>{children}</Actions.Provider>;
}

export function useGameCardActions(): GameCardActions {
  const actions = useContext(Actions);
  if (!actions) throw new Error('GameCard needs a GameCardActionsProvider above it (app/Root.tsx)');
  return actions;
}
