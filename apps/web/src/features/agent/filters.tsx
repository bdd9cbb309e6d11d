import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_PERIODS, type ReportPeriod } from '@playhouse/contract/agent';
import { DateRangeFields } from '../../components/forms/DateRangeFields';
import { SelectField } from '../../components/forms/SelectField';
import { Button } from '../../components/ui/Button';
import { useRangeFilters } from '../../lib/range-filters';
import { buildCsv, downloadCsv, type CsvColumn } from './csv';

/**
 * The report pages' filters: the range filters shared with the records pages (days, default the
 * last 7, checked by the range rule; the page, back to 1 on any filter change), the day range and
 * selects under the agent's classes and test ids, text boxes, the period picker, and the CSV
 * export button.
 */
export { any } from '../../lib/range-filters';

/** The report filters, their default days those of the merchant's time zone (the site's). */
export function useAgentFilters<F extends Record<string, string>>(initial: F) {
  return useRangeFilters(initial);
}

export const AGENT_PAGE_SIZE = 20;

/** The agent pages' day range: the shared range fields under the agent's classes, test ids and labels. */
export function DateRange(props: Omit<ComponentProps<typeof DateRangeFields>, 'scope'>) {
  return <DateRangeFields scope="agent" {...props} />;
}

/** A labelled agent filter select ('' = `anyLabel`, when given). */
export function Select(props: Omit<ComponentProps<typeof SelectField>, 'className'>) {
  return <SelectField className="agent-field" {...props} />;
}

export function TextFilter({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="agent-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} maxLength={64} data-testid={testId} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Day, week, half-month, month: a row of toggle buttons. */
export function PeriodPicker({ value, onChange }: { value: ReportPeriod; onChange(p: ReportPeriod): void }) {
  const { t } = useTranslation();
  return (
    <div className="agent-periods" role="group" aria-label={t('agent_period')} data-testid="agent-period">
      {REPORT_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          className={p === value ? 'agent-period is-active' : 'agent-period'}
          aria-pressed={p === value}
          data-testid={`agent-period-${p}`}
          onClick={() => onChange(p)}
        >
          {t(`agent_period_${p}`)}
        </button>
      ))}
    </div>
  );
}

/** Fetches every row of the report under the current filters and downloads them as CSV. */
export function ExportButton<T>({
  filename,
  columns,
  load,
  disabled,
}: {
  filename: string;
  columns: readonly CsvColumn<T>[];
  load(): Promise<T[]>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      downloadCsv(filename, buildCsv(columns, await load()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="agent-export">
      <Button type="button" variant="ghost" disabled={disabled || busy} data-testid="agent-export" onClick={() => void run()}>
        {busy ? t('agent_exporting') : t('agent_export_csv')}
      </Button>
      {failed ? (
        <span role="alert" className="agent-error-text" data-testid="agent-export-error">
          {t('agent_export_failed')}
        </span>
      ) : null}
    </div>
  );
}
