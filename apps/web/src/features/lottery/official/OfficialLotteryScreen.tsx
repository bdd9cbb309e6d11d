import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OfficialArea } from '@playhouse/contract/lottery';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { Loader } from '../../../components/ui/Loader';
import { ScreenFrame } from '../../../components/ui/ScreenFrame';
import { OfficialGameList } from './OfficialGameList';
import { OfficialGameView } from './OfficialGameView';
import { useOfficialGames } from './official-api';
import './register-locales';
import '../lottery.css';
import './official.css';

const GAME_CODE = /^[A-Z0-9_]{2,32}$/;

/** /vnLottery and /seaLottery (and their other spellings): the area's official games, or one game's page with ?gameCode=. */
export default function OfficialLotteryScreen({ area }: { area: OfficialArea }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const code = params.get('gameCode');
  const gameCode = code && GAME_CODE.test(code) ? code : null;
  const games = useOfficialGames(area);
  const game = gameCode ? games.data?.find((g) => g.gameCode === gameCode) : undefined;
  return (
    <ScreenFrame
      icon="ticket"
      title={t(area === 'VN' ? 'page_vn_lottery_title' : 'page_sea_lottery_title')}
      subtitle={game?.name}
      testId="lottery-page"
    >
      {games.isError ? (
        <ErrorRetry message={games.error.message} onRetry={() => void games.refetch()} testId="lottery-error" />
      ) : !games.data ? (
        <Loader />
      ) : game ? (
        <OfficialGameView key={game.gameCode} game={game} />
      ) : (
        <>
          {code ? (
            <p className="lottery-message" role="alert" data-testid="lottery-unknown">
              {t('page_lottery_unknown', { code })}
            </p>
          ) : null}
          <OfficialGameList games={games.data} launcher={pathname} />
        </>
      )}
    </ScreenFrame>
  );
}
