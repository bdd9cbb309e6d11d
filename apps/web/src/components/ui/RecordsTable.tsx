import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorRetry } from './ErrorRetry';
import { Loader } from './Loader';
import './records-table.css';

export interface Column<T> {
  key: string;
  label: string;
  cell(row: T): ReactNode;
  /** The totals row's cell (over the whole filter, not only this page). */
  total?: ReactNode;
  numeric?: boolean;
}

export interface RecordsTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey(row: T): string;
  /** The query behind the rows: loading, failure and refetching states. */
  state: { isError: boolean; error: Error | null; isFetching: boolean; refetch(): unknown };
  /** Below the table (the pager). */
  footer?: ReactNode;
  /** The empty state's text (default: the records' "no records in this range"). */
  emptyText?: string;
  /** false: no totals row (a list whose rows do not add up, e.g. transfers both ways). */
  totals?: boolean;
}

/** A records table: loading, failure with retry, an empty state, or the rows with (unless turned off) a totals row. */
export function RecordsTable<T>({ columns, rows, rowKey, state, footer, emptyText, totals = true }: RecordsTableProps<T>) {
  const { t } = useTranslation();
  if (state.isError && !rows) {
    return (
      <ErrorRetry
        className="records-message"
        testId="records-error"
        message={state.error?.message}
        onRetry={() => void state.refetch()}
      />
    );
  }
  if (!rows) return <Loader />;
  if (rows.length === 0) {
    return (
      <p className="records-message" data-testid="records-empty">
        {emptyText ?? t('records_empty')}
      </p>
    );
  }
  return (
    <>
      {/* The wrapper is the size container: narrow, each row becomes a labelled card (records-table.css). */}
      <div className={`records-scroll${state.isFetching ? ' is-refreshing' : ''}`} aria-busy={state.isFetching}>
        <table className="records-table" data-testid="records-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'is-num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={rowKey(r)} data-testid="records-row">
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'is-num' : undefined} data-col={c.key} data-label={c.label}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals ? (
            <tfoot>
              <tr data-testid="records-totals">
                {columns.map((c, i) => (
                  <td
                    key={c.key}
                    className={c.numeric ? 'is-num' : undefined}
                    data-col={c.key}
                    data-label={c.total ? c.label : undefined}
                  >
                    {c.total ?? (i === 0 ? t('records_totals') : null)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {footer}
    </>
  );
}
