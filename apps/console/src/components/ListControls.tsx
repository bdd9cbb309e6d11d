import { useTranslation } from 'react-i18next';
import { formatStamp } from '../lib/format';

/** A list's status filter: every status, or one (its text is `${textPrefix}${status}`). */
export function StatusFilter<S extends string>({
  value,
  statuses,
  textPrefix,
  onChange,
  testId,
}: {
  value: S | undefined;
  statuses: readonly S[];
  textPrefix: string;
  onChange: (status: S | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="filters">
      <label>
        <span>{t('adjustments_col_status')}</span>
        <select
          value={value ?? ''}
          onChange={(e) => onChange((e.target.value || undefined) as S | undefined)}
          data-testid={testId}
        >
          <option value="">{t('adjustments_status_all')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(`${textPrefix}${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A list's load error, if any. */
export function ListError({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="form-error">
      {error.message}
    </p>
  ) : null;
}

/** A list narrowed to rows from an instant on (a dashboard figure's "today"), and the way back to all of them. */
export function SinceChip({ since, onClear }: { since: string | undefined; onClear: () => void }) {
  const { t } = useTranslation();
  if (!since) return null;
  return (
    <p className="chip" data-testid="since-chip">
      {t('list_since', { since: formatStamp(since) })}
      <button type="button" onClick={onClear} aria-label={t('list_since_clear')}>
        ×
      </button>
    </p>
  );
}
