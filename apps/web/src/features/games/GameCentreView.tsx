import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@playhouse/contract';
import { GameListState } from '../../components/games/GameListState';
import { GameSearch } from '../../components/games/GameSearch';
import { PagedGameGrid } from '../../components/games/PagedGameGrid';
import { useDebounced } from '../../components/games/use-debounced';
import { useVendorLanes } from './use-vendor-lanes';
import { VendorSections } from './VendorSection';
import './games.css';

/**
 * A game centre's body (§2 /sports /esports /lott /elott /cockfight): the vendors of the
 * type with their lanes; a search shows the matching games of the type instead, 20 a page.
 */
export function GameCentreView({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const lanes = useVendorLanes(gameType);
  const [search, setSearch] = useState('');
  const name = useDebounced(search).trim();
  let body;
  if (name) body = <PagedGameGrid filter={{ gameType, name }} />;
  else if (lanes.isPending) body = <GameListState state="loading" />;
  else if (lanes.isError) body = <GameListState state="error" onRetry={() => void lanes.refetch()} />;
  else if (lanes.data.length === 0) body = <GameListState state="empty" emptyKey="games_no_vendors" />;
  else body = <VendorSections vendors={lanes.data} />;
  return (
    <div className="games-view">
      <div className="games-toolbar">
        <GameSearch value={search} onChange={setSearch} />
      </div>
      <h2 className="games-heading">{name ? t('games_search_results') : t('games_vendors')}</h2>
      {body}
    </div>
  );
}
