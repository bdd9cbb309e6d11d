import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../../components/ui/NotAvailable';
import { ScreenFrame } from '../ScreenFrame';
import { codeParam } from './query-param';

/** Which lottery a path (or its alternative spelling) launches. */
function titleKeyOf(pathname: string) {
  const p = pathname.toLowerCase();
  if (p.startsWith('/sealottery')) return 'page_sea_lottery_title';
  if (p.startsWith('/vnlottery')) return 'page_vn_lottery_title';
  return 'page_lottery_title';
}

/** The lottery launcher (§2: /lottery, /seaLottery, /vnLottery with ?gameCode, and the alternative spellings). */
export default function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const gameCode = codeParam(params, 'gameCode');
  return (
    <ScreenFrame
      icon="ticket"
      title={t(titleKeyOf(pathname))}
      subtitle={gameCode ? t('page_game_code', { code: gameCode }) : undefined}
      testId="lottery-page"
    >
      <NotAvailable detail={t('page_lottery_detail')} />
    </ScreenFrame>
  );
}
