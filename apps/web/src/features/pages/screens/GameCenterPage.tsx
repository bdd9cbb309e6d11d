import { useTranslation } from 'react-i18next';
import type { GameType } from '@playhouse/contract';
import { GAME_PAGES } from '../../../app/paths';
import { GameCentreView } from '../../games/GameCentreView';
import { ScreenFrame } from '../ScreenFrame';

/** Game centre of one game type (§2: /sports /esports /lott /elott /cockfight). */
export default function GameCenterPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const icon = GAME_PAGES.find((g) => g.type === gameType)?.icon ?? 'ball';
  return (
    <ScreenFrame icon={icon} title={t(`game_type_${gameType}`)} testId={`game-centre-${gameType}`}>
      <GameCentreView gameType={gameType} />
    </ScreenFrame>
  );
}
