import { useMemo, useState } from 'react';
import { GameGrid } from '../../components/games/GameGrid';
import { GameListState } from '../../components/games/GameListState';
import { GameSearch } from '../../components/games/GameSearch';
import { useDebounced } from '../../components/games/use-debounced';
import { useAccountGames } from './use-account-games';
import './games.css';

const noop = () => undefined;

/** /favorite and /recent: the member's list in the same virtualized grid, searched by name in place. */
export function AccountGamesView({ kind }: { kind: 'favorite' | 'recent' }) {
  const q = useAccountGames(kind);
  const [search, setSearch] = useState('');
  const name = useDebounced(search).trim().toLowerCase();
  const games = useMemo(() => {
    const all = q.data?.content ?? [];
    if (!name) return all;
    return all.filter((g) => [g.displayName, g.gameName, g.nodeName].some((n) => n.toLowerCase().includes(name)));
  }, [q.data, name]);

  let body;
  if (q.isPending) body = <GameListState state="loading" />;
  else if (q.isError) body = <GameListState state="error" onRetry={() => void q.refetch()} />;
  else if (games.length === 0)
    body = (
      <GameListState
        state="empty"
        searched={!!name}
        emptyKey={kind === 'favorite' ? 'games_empty_favorite' : 'games_empty_recent'}
      />
    );
  else body = <GameGrid games={games} hasMore={false} loadingMore={false} onLoadMore={noop} />;
  return (
    <div className="games-view" data-testid={`${kind}-games`}>
      <div className="games-toolbar">
        <GameSearch value={search} onChange={setSearch} />
      </div>
      {body}
    </div>
  );
}
