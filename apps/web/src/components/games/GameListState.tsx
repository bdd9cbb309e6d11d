import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '../ui/ErrorRetry';
import { Loader } from '../ui/Loader';
import './GameListState.css';

/** What a game list shows instead of the grid: loading, an error with retry, or nothing found. */
export function GameListState({
  state,
  searched,
  onRetry,
  emptyKey = 'games_empty',
}: {
  state: 'loading' | 'error' | 'empty';
  searched?: boolean;
  onRetry?(): void;
  emptyKey?: string;
}) {
  const { t } = useTranslation();
  if (state === 'loading') return <Loader />;
  if (state === 'error') {
    return (
      <ErrorRetry
        className="game-list-state"
        testId="games-error"
        message={t('games_error')}
        onRetry={onRetry}
        retryLabel={t('games_retry')}
      />
    );
  }
  return (
    <div className="game-list-state" data-testid="games-empty">
      <p>{t(searched ? 'games_empty_search' : emptyKey)}</p>
    </div>
  );
}
