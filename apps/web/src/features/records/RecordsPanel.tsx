import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_DEFAULT_PAGE_SIZE, type GameType } from '@playhouse/contract';
import { DateRangeFields } from '../../components/forms/DateRangeFields';
import { SelectField, type Option } from '../../components/forms/SelectField';
import { PagedTable, type PageOf } from '../../components/ui/PagedTable';
import type { Column, RecordsTableProps } from '../../components/ui/RecordsTable';
import { any, useRangeFilters } from '../../lib/range-filters';
import { useGameTypeOptions, useVendorOptions } from './vendor-options';
import './records.css';

/** The filters every records page has: the day range (with its page and problem), the game type and the vendor. */
export type RecordsFilters = ReturnType<typeof useRangeFilters<{ gameType: string; vendor: string }>>;

/** The part of a records call those filters make: the range, the game type and vendor ('' = all: left out), the page. */
export function recordsQuery({ filters, page }: RecordsFilters) {
  return {
    from: filters.from,
    to: filters.to,
    gameType: any<GameType>(filters.gameType),
    vendor: any(filters.vendor),
    pageNo: page,
    pageSize: RECORDS_DEFAULT_PAGE_SIZE,
  };
}

/**
 * One more filter of a records page: `name` is its key in the filters and names its label
 * (records_<name>) and test id (records-<name>). "All" ('') comes first unless `required`.
 */
export function RecordsFilter<N extends string>({
  range,
  name,
  options,
  required,
}: {
  range: { filters: Record<N, string>; update(patch: Partial<Record<N, string>>): void };
  name: N;
  options: readonly Option[];
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      className="records-field"
      label={t(`records_${name}`)}
      value={range.filters[name]}
      options={options}
      anyLabel={required ? undefined : t('records_all')}
      testId={`records-${name}`}
      onChange={(v) => range.update({ [name]: v } as Partial<Record<N, string>>)}
    />
  );
}

/**
 * A records page of the member centre: its title, the filters (the range, then `lead`, the game
 * type and vendor, then `trail`), an optional summary, then the server's page of rows with the
 * totals. While the range has a problem, only the filters show.
 */
export function RecordsPanel<R>({
  testId,
  title,
  range,
  lead,
  trail,
  summary,
  columns,
  query,
  rowKey,
}: {
  testId: string;
  title: string;
  range: RecordsFilters;
  lead?: ReactNode;
  trail?: ReactNode;
  summary?: ReactNode;
  columns: Column<R>[];
  query: RecordsTableProps<R>['state'] & { data?: PageOf<R> };
  rowKey(row: R): string;
}) {
  const { t } = useTranslation();
  const { filters, update, setPage, problem } = range;
  const vendors = useVendorOptions(filters.gameType);
  const gameTypes = useGameTypeOptions();
  return (
    <section className="mc-panel records" data-testid={testId}>
      <h2>{title}</h2>
      <div className="records-filters">
        <DateRangeFields scope="records" from={filters.from} to={filters.to} problem={problem} onChange={update} />
        {lead}
        <SelectField
          className="records-field"
          label={t('records_game_type')}
          value={filters.gameType}
          options={gameTypes}
          anyLabel={t('records_all')}
          testId="records-game-type"
          onChange={(gameType) => update({ gameType, vendor: '' })}
        />
        <RecordsFilter range={range} name="vendor" options={vendors} />
        {trail}
      </div>
      {summary}
      {problem ? null : <PagedTable columns={columns} data={query.data} onPage={setPage} rowKey={rowKey} state={query} />}
    </section>
  );
}
