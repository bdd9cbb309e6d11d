import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './GameSearch.css';

/** Search by name: the caller debounces the value before asking the server. */
export function GameSearch({ value, onChange }: { value: string; onChange(v: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="game-search" role="search">
      <label htmlFor={id} className="game-search-label">
        {t('games_search_label')}
      </label>
      <svg
        className="game-search-icon"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={64}
        placeholder={t('games_search_placeholder')}
        autoComplete="off"
        data-testid="game-search"
        onChange={(e) => onChange(e.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="ui-icon-btn game-search-clear"
          aria-label={t('games_search_clear')}
          onClick={() => onChange('')}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
