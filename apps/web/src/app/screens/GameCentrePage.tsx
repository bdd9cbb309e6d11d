import { useTranslation } from 'react-i18next';
import type { GameType } from '@playhouse/contract';
import { GAME_ICON } from '../../components/games/game-icons';
import { lazyPage } from '../../components/ui/lazy-page';
import { GameCentreView } from '../../features/games/GameCentreView';
import { PageFrame } from '../../components/ui/PageFrame';

/** Our lottery's games head the lottery centres; a chunk of its own, so other centres do not load it. */
const LotteryCentre = lazyPage(() => import('../../features/lottery/LotteryCentre'));

/** Game centre of one game type (§2: /sports /esports /lott /elott /cockfight). */
export default function GameCentrePage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const icon = GAME_ICON[gameType];
  return (
    <PageFrame icon={icon} title={t(`game_type_${gameType}`)} testId={`game-centre-${gameType}`}>
      {gameType === 'LOTT' || gameType === 'ELOTT' ? <LotteryCentre mode={gameType} /> : null}
      <GameCentreView gameType={gameType} />
    </PageFrame>
  );
}
