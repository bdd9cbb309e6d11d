import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { PageFrame } from '../../components/ui/PageFrame';
import { paths } from '../../config/paths';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { lazyPage } from '../../components/ui/lazy-page';
import { launcherOf } from './lottery-launchers';
import './lottery.css';

const TITLES = { own: 'page_lottery_title', VN: 'page_vn_lottery_title', SEA: 'page_sea_lottery_title' } as const;

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

/**
 * Our lotteries are chunks of their own inside the Lottery screen group, so the entry's preload
 * map names only this screen's chunks and the home page's first load does not grow with them.
 */
const OwnLottery = lazyPage(() => import('../../features/lottery/OwnLotteryPage'));
const OfficialLottery = lazyPage(() => import('../../features/lottery/official/OfficialLotteryPage'));

/**
 * The lottery pages (§2, with ?gameCode and the alternative spellings): /lottery our fast-draw
 * engine, /vnLottery and /seaLottery the official-result lotteries.
 */
export default function LotteryPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const launcher = launcherOf(pathname);
  // Betting needs a real account (the server answers in_need_true_account): say so first.
  if (isTrial)
    return (
      <PageFrame icon="ticket" title={t(TITLES[launcher])} testId="lottery-page">
        <TrialNeedsAccount />
      </PageFrame>
    );
  return launcher === 'own' ? <OwnLottery /> : <OfficialLottery area={launcher} />;
}
