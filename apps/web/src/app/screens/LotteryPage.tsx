import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Game } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { ScreenFrame } from '../../components/ui/ScreenFrame';
import { paths } from '../../config/paths';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { lazyScreen } from '../../components/ui/lazy-screen';
import { isOwnLotteryPath, useLaunchedGame, useLotteryGames, vendorsOfPath } from './lottery-games';
import { codeParam } from './query-param';
import './lottery.css';

/** Which lottery a path (or its alternative spelling) launches. */
function titleKeyOf(pathname: string) {
  const p = pathname.toLowerCase();
  if (p.startsWith('/sealottery')) return 'page_sea_lottery_title';
  if (p.startsWith('/vnlottery')) return 'page_vn_lottery_title';
  return 'page_lottery_title';
}

/**
 * A trial account cannot launch games (§1), so reloading cannot help: it is offered what it
 * needs instead, a real account (the trial session ends and the register popup opens).
 */
function TrialNeedsAccount() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const { open } = useDialogs();
  const navigate = useNavigate();
  return (
    <div className="lottery-message" role="alert" data-testid="lottery-trial">
      <p>{t('in_need_true_account')}</p>
      <Button
        data-testid="lottery-trial-register"
        onClick={() => {
          // Home first: on this page, signing out would send the visitor to the login popup.
          navigate(paths.home, { replace: true });
          void signOut().then(() => open('register'));
        }}
      >
        {t('page_lottery_trial_register')}
      </Button>
    </div>
  );
}

/** The chosen game launched through launchGame and shown inside the page. */
function LotteryFrame({ game }: { game: Game }) {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const launch = useLaunchedGame(game.maintenance || isTrial ? undefined : game.nodeId);
  if (isTrial) return <TrialNeedsAccount />;
  if (game.maintenance)
    return (
      <p className="lottery-message" role="alert" data-testid="lottery-error">
        {t('info_maintenance')}
      </p>
    );
  if (launch.isError) {
    return (
      <ErrorRetry
        className="lottery-message"
        testId="lottery-error"
        message={launch.error.message}
        onRetry={() => void launch.refetch()}
      />
    );
  }
  if (!launch.data) return <Loader />;
  return (
    <iframe
      className="lottery-frame"
      src={launch.data.url}
      title={game.displayName}
      allow="fullscreen; autoplay"
      data-testid="lottery-frame"
    />
  );
}

/**
 * Our lottery is a chunk of its own inside the Lottery screen group, so the entry's preload map
 * names only this screen's chunks and the home page's first load does not grow with the lottery.
 */
const OwnLottery = lazyScreen(() => import('../../features/lottery/OwnLotteryScreen'));

/** The lottery pages (§2: /lottery, /seaLottery, /vnLottery with ?gameCode, and the alternative spellings). */
export default function LotteryPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { isTrial } = useSession();
  if (!isOwnLotteryPath(pathname)) return <VendorLottery pathname={pathname} />;
  // Betting needs a real account (the server answers in_need_true_account): say so first.
  if (isTrial)
    return (
      <ScreenFrame icon="ticket" title={t('page_lottery_title')} testId="lottery-page">
        <TrialNeedsAccount />
      </ScreenFrame>
    );
  return <OwnLottery />;
}

/** /seaLottery and /vnLottery: the vendor lotteries of the catalog, launched inside the page. */
function VendorLottery({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = codeParam(params, 'gameCode');
  const games = useLotteryGames(vendorsOfPath(pathname));
  const game = gameCode ? games.data?.find((g) => g.gameCode === gameCode) : undefined;

  return (
    <ScreenFrame icon="ticket" title={t(titleKeyOf(pathname))} subtitle={game?.displayName} testId="lottery-page">
      {game ? (
        <LotteryFrame key={game.nodeId} game={game} />
      ) : games.isError ? (
        <p className="lottery-message" role="alert">
          {games.error.message}
        </p>
      ) : !games.data ? (
        <Loader />
      ) : (
        <>
          {gameCode ? (
            <p className="lottery-message" role="alert" data-testid="lottery-unknown">
              {t('page_lottery_unknown', { code: gameCode })}
            </p>
          ) : null}
          <nav className="lottery-picker" aria-label={t('page_lottery_choose')}>
            {games.data.map((g) => (
              <Link
                key={g.nodeId}
                to={`${pathname}?gameCode=${encodeURIComponent(g.gameCode)}`}
                className="lottery-choice"
                data-testid="lottery-game"
                data-game-code={g.gameCode}
              >
                {g.displayName}
              </Link>
            ))}
          </nav>
        </>
      )}
    </ScreenFrame>
  );
}
