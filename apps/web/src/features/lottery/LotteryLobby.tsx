import { useTranslation } from 'react-i18next';
import type { LotteryPrizeMode } from '@playhouse/contract/lottery';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { LotteryGameList } from './LotteryGameList';
import { LotteryGameView } from './LotteryGameView';
import { useLotteryGames } from './lottery-api';
import './register-locales';
import './lottery.css';

/** Our lottery: the game list by family, or one game's page when a game code is given. */
export function LotteryLobby({ gameCode, mode }: { gameCode: string | null; mode?: LotteryPrizeMode }) {
  const { t } = useTranslation();
  const games = useLotteryGames();
  if (games.isError)
    return <ErrorRetry message={games.error.message} onRetry={() => void games.refetch()} testId="lottery-error" />;
  if (!games.data) return <Loader />;
  const game = gameCode ? games.data.find((g) => g.gameId === gameCode) : undefined;
  if (game) return <LotteryGameView key={game.gameId} game={game} initialMode={mode} />;
  return (
    <>
      {gameCode ? (
        <p className="lottery-message" role="alert" data-testid="lottery-unknown">
          {t('page_lottery_unknown', { code: gameCode })}
        </p>
      ) : null}
      <LotteryGameList games={games.data} mode={mode} />
    </>
  );
}

/** The game's name for the page title, once the list is in. */
export function useLotteryGameName(gameCode: string | null): string | undefined {
  const games = useLotteryGames();
  return gameCode ? games.data?.find((g) => g.gameId === gameCode)?.name : undefined;
}
