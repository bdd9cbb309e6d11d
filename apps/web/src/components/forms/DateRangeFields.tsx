import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * From and to days (inclusive); the range problem, if any, shows under them. `scope` names the
 * screen family ('records', 'agent'): it prefixes the class names (`${scope}-field`,
 * `${scope}-range-error`), the test ids (`${scope}-from`, `-to`, `-range-error`) and the label
 * keys (`${scope}_from`, `${scope}_to`).
 */
export function DateRangeFields({
  scope,
  from,
  to,
  problem,
  onChange,
}: {
  scope: string;
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
      <div className={`${scope}-field`}>
        <label htmlFor={ids.from}>{t(`${scope}_from`)}</label>
        <input
          id={ids.from}
          type="date"
          value={from}
          max={to || undefined}
          data-testid={`${scope}-from`}
          onChange={(e) => onChange({ from: e.target.value, to })}
          {...aria}
        />
      </div>
      <div className={`${scope}-field`}>
        <label htmlFor={ids.to}>{t(`${scope}_to`)}</label>
        <input
          id={ids.to}
          type="date"
          value={to}
          min={from || undefined}
          data-testid={`${scope}-to`}
          onChange={(e) => onChange({ from, to: e.target.value })}
          {...aria}
        />
      </div>
      {problem ? (
        <p id={ids.err} className={`${scope}-range-error`} role="alert" data-testid={`${scope}-range-error`}>
          {t(problem)}
        </p>
      ) : null}
    </>
  );
}
