import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LotteryGameList } from './LotteryGameList';
import { LotteryGameView } from './LotteryGameView';
import { gameCodeOf, LotteryLobby } from './LotteryLobby';
import { useLotteryGames } from './lottery-api';

const MODES = ['LOTT', 'ZY', 'ELOTT'] as const;
type Mode = (typeof MODES)[number];

/** /lottery (and /lottert): our own lottery engine's games by family; ?gameCode= opens one, ?mode= a prize mode. */
export default function OwnLotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { gameCode } = gameCodeOf(params);
  const modeParam = params.get('mode');
  const mode = MODES.find((m): m is Mode => m === modeParam);
  const games = useLotteryGames();
  return (
    <LotteryLobby
      title={t('page_lottery_title')}
      games={games}
      game={gameCode ? games.data?.find((g) => g.gameId === gameCode) : undefined}
      unknown={gameCode}
      gameView={(game) => <LotteryGameView key={game.gameId} game={game} initialMode={mode} />}
      gameList={(list) => <LotteryGameList games={list} mode={mode} />}
    />
  );
}
