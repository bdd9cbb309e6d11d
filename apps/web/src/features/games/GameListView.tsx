import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@playhouse/contract';
import { GameSearch } from '../../components/games/GameSearch';
import { PagedGameGrid } from '../../components/games/PagedGameGrid';
import { useDebounced } from '../../components/games/use-debounced';
import { useCategoryVendors } from './category-vendors';
import { VendorChooser } from './VendorChooser';
import './games.css';

/** A game list page's body (§2 /live /fish /rng /pvp /bgs): vendor chooser, search, and the paged grid. */
export function GameListView({ gameType, basePath, vendor }: { gameType: GameType; basePath: string; vendor: string | null }) {
  const { t } = useTranslation();
  const { vendors, isPending } = useCategoryVendors(gameType);
  const [search, setSearch] = useState('');
  const name = useDebounced(search);
  return (
    <div className="games-view">
      <VendorChooser
        vendors={vendors}
        selected={vendor}
        basePath={basePath}
        loading={isPending}
        label={t(gameType === 'BGS' ? 'games_in_house_vendors' : 'games_vendor_chooser')}
      />
      <div className="games-toolbar">
        <GameSearch value={search} onChange={setSearch} />
      </div>
      <PagedGameGrid filter={{ gameType, vendor: vendor ?? undefined, name }} />
    </div>
  );
}
