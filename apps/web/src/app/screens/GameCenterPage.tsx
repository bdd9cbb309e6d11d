import { useTranslation } from 'react-i18next';
import type { GameType } from '@playhouse/contract';
import { GAME_ICON } from '../../components/games/game-icons';
import { lazyScreen } from '../../components/ui/lazy-screen';
import { GameCentreView } from '../../features/games/GameCentreView';
import { ScreenFrame } from '../../components/ui/ScreenFrame';

/** Our lottery's games head the lottery centres; a chunk of its own, so other centres do not load it. */
const LotteryCentre = lazyScreen(() => import('../../features/lottery/LotteryCentre'));

/** Game centre of one game type (§2: /sports /esports /lott /elott /cockfight). */
export default function GameCenterPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const icon = GAME_ICON[gameType];
  return (
    <ScreenFrame icon={icon} title={t(`game_type_${gameType}`)} testId={`game-centre-${gameType}`}>
      {gameType === 'LOTT' || gameType === 'ELOTT' ? <LotteryCentre mode={gameType} /> : null}
      <GameCentreView gameType={gameType} />
    </ScreenFrame>
  );
}
