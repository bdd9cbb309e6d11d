import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** From and to days (inclusive); the range problem, if any, shows under them. */
export function DateRangeFields({
  from,
  to,
  problem,
  onChange,
}: {
  from: string;
  to: string;
  problem: string | null;
  onChange(range: { from: string; to: string }): void;
}) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId(), err: useId() };
  const aria = problem ? { 'aria-invalid': true, 'aria-describedby': ids.err } : {};
  return (
    <>
      <div className="records-field">
        <label htmlFor={ids.from}>{t('records_from')}</label>
        <input
          id={ids.from}
          type="date"
          value={from}
          max={to || undefined}
          data-testid="records-from"
          onChange={(e) => onChange({ from: e.target.value, to })}
          {...aria}
        />
      </div>
      <div className="records-field">
        <label htmlFor={ids.to}>{t('records_to')}</label>
        <input
          id={ids.to}
          type="date"
          value={to}
          min={from || undefined}
          data-testid="records-to"
          onChange={(e) => onChange({ from, to: e.target.value })}
          {...aria}
        />
      </div>
      {problem ? (
        <p id={ids.err} className="records-range-error" role="alert" data-testid="records-range-error">
          {t(problem)}
        </p>
      ) : null}
    </>
  );
}
