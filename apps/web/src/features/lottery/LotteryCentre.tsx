import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { LotteryGameList } from './LotteryGameList';
import { useLotteryGames } from './lottery-api';
import './register-locales';
import './lottery.css';

/**
 * The /lott and /elott centres: our lottery's games in that prize mode (ELOTT: the odds board,
 * LOTT: official play). Lottery needs a signed-in member (spec §1), so a visitor is offered the login.
 */
export default function LotteryCentre({ mode }: { mode: 'LOTT' | 'ELOTT' }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const { open } = useDialogs();
  const games = useLotteryGames();
  let body;
  if (!token)
    body = (
      <div className="lottery-message">
        <p>{t('lottery_centre_login')}</p>
        <Button data-testid="lottery-centre-login" onClick={() => open('login')}>
          {t('lottery_centre_login_button')}
        </Button>
      </div>
    );
  else if (games.isError) body = <ErrorRetry message={games.error.message} onRetry={() => void games.refetch()} />;
  else if (!games.data) body = <Loader />;
  else body = <LotteryGameList games={games.data} mode={mode} />;
  return (
    <section className="lottery-centre" data-testid="lottery-centre" aria-labelledby="lottery-centre-title">
      <h2 id="lottery-centre-title" className="games-heading">
        {t('lottery_centre_title')}
      </h2>
      {body}
    </section>
  );
}
