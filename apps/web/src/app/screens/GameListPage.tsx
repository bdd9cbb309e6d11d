import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@playhouse/contract';
import { GAME_ICON } from '../../components/games/game-icons';
import { GAME_PAGES } from '../../config/paths';
import { GameListView } from '../../features/games/GameListView';
import { PageFrame } from '../../components/ui/PageFrame';
import { codeParam } from './query-param';

/** Game list of one game type (§2: /live /fish /rng /pvp /bgs); /rng takes ?vassalage (a vendor). */
export default function GameListPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // /rng takes ?vassalage (§2); the other lists' vendor chooser uses the same query.
  const vendor = codeParam(params, 'vassalage');
  const page = GAME_PAGES.find((g) => g.type === gameType);
  return (
    <PageFrame
      icon={GAME_ICON[gameType]}
      title={t(`game_type_${gameType}`)}
      subtitle={vendor ? t('page_vendor_filter', { vendor }) : undefined}
      testId={`game-list-${gameType}`}
    >
      <GameListView gameType={gameType} basePath={page?.path ?? GAME_PAGES[0]!.path} vendor={vendor} />
    </PageFrame>
  );
}
