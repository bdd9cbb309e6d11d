import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Loader } from '../ui/Loader';
import './GameListState.css';

/** What a game list shows instead of the grid: loading, an error with retry, or nothing found. */
export function GameListState({ state, searched, onRetry, emptyKey = 'games_empty' }: { state: 'loading' | 'error' | 'empty'; searched?: boolean; onRetry?(): void; emptyKey?: string }) {
  const { t } = useTranslation();
  if (state === 'loading') return <Loader />;
  if (state === 'error') {
    return (
      <div className="game-list-state" role="alert" data-testid="games-error">
        <p>{t('games_error')}</p>
        {onRetry ? <Button onClick={onRetry}>{t('games_retry')}</Button> : null}
      </div>
    );
  }
  return (
    <div className="game-list-state" data-testid="games-empty">
      <p>{t(searched ? 'games_empty_search' : emptyKey)}</p>
    </div>
  );
}
