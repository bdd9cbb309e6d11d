import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../../components/ui/ScreenFrame';
import { LotteryLobby, useLotteryGameName } from './LotteryLobby';

const MODES = ['LOTT', 'ZY', 'ELOTT'] as const;
type Mode = (typeof MODES)[number];
const GAME_CODE = /^[A-Z0-9_]{2,32}$/;

/** /lottery (and /lottert): our own lottery engine's games (issue 11); ?gameCode= opens one, ?mode= a prize mode. */
export default function OwnLotteryScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('gameCode');
  const gameCode = code && GAME_CODE.test(code) ? code : null;
  const modeParam = params.get('mode');
  const mode = MODES.find((m): m is Mode => m === modeParam);
  return (
    <ScreenFrame icon="ticket" title={t('page_lottery_title')} subtitle={useLotteryGameName(gameCode)} testId="lottery-page">
      <LotteryLobby gameCode={gameCode} mode={mode} />
    </ScreenFrame>
  );
}
