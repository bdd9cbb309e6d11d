import { useTranslation } from 'react-i18next';
import type { GameType } from '@playhouse/contract';
import { GAME_ICON } from '../../components/games/game-icons';
import { GameCentreView } from '../../features/games/GameCentreView';
import { ScreenFrame } from '../../components/ui/ScreenFrame';

/** Game centre of one game type (§2: /sports /esports /lott /elott /cockfight). */
export default function GameCenterPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const icon = GAME_ICON[gameType];
  return (
    <ScreenFrame icon={icon} title={t(`game_type_${gameType}`)} testId={`game-centre-${gameType}`}>
      <GameCentreView gameType={gameType} />
    </ScreenFrame>
  );
}
