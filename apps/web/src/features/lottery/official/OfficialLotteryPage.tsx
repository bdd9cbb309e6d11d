import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfficialArea } from '@playhouse/contract/lottery';
import { gameCodeOf, LotteryLobby } from '../LotteryLobby';
import { OfficialGameList } from './OfficialGameList';
import { OfficialGameView } from './OfficialGameView';
import { useOfficialGames } from './official-api';
import './register-locales';
import '../lottery.css';
import './official.css';

/** /vnLottery and /seaLottery (and their other spellings): the area's official games, or one game's page with ?gameCode=. */
export default function OfficialLotteryPage({ area }: { area: OfficialArea }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { typed, gameCode } = gameCodeOf(params);
  const games = useOfficialGames(area);
  return (
    <LotteryLobby
      title={t(area === 'VN' ? 'page_vn_lottery_title' : 'page_sea_lottery_title')}
      games={games}
      game={gameCode ? games.data?.find((g) => g.gameCode === gameCode) : undefined}
      unknown={typed}
      gameView={(game) => <OfficialGameView key={game.gameCode} game={game} />}
      gameList={(list) => <OfficialGameList games={list} launcher={pathname} />}
    />
  );
}
