import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { PageFrame } from '../../components/ui/PageFrame';
import './register-locales';
import './lottery.css';

const GAME_CODE = /^[A-Z0-9_]{2,32}$/;

/** The ?gameCode= as typed, and as a game code when it has a code's shape (else null). */
export function gameCodeOf(params: URLSearchParams): { typed: string | null; gameCode: string | null } {
  const typed = params.get('gameCode');
  return { typed, gameCode: typed && GAME_CODE.test(typed) ? typed : null };
}

/**
 * A lottery launcher's page (§2), our engine's or an official one: its games, or the page of
 * `game` (the one ?gameCode= names); `unknown`, a code that names none of them, is said above the list.
 */
export function LotteryLobby<G extends { name: string }>({
  title,
  games,
  game,
  unknown,
  gameView,
  gameList,
}: {
  title: string;
  games: UseQueryResult<readonly G[]>;
  game: G | undefined;
  unknown: string | null;
  gameView(game: G): ReactNode;
  gameList(games: readonly G[]): ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (games.isError)
    body = <ErrorRetry message={games.error.message} onRetry={() => void games.refetch()} testId="lottery-error" />;
  else if (!games.data) body = <Loader />;
  else if (game) body = gameView(game);
  else
    body = (
      <>
        {unknown ? (
          <p className="lottery-message" role="alert" data-testid="lottery-unknown">
            {t('page_lottery_unknown', { code: unknown })}
          </p>
        ) : null}
        {gameList(games.data)}
      </>
    );
  return (
    <PageFrame icon="ticket" title={title} subtitle={game?.name} testId="lottery-page">
      {body}
    </PageFrame>
  );
}
