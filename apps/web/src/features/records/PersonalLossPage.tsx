import { useTranslation } from 'react-i18next';
import {
  formatCount,
  PERIOD_TYPE_CODES,
  RECORDS_DEFAULT_PAGE_SIZE,
  type GameType,
  type PeriodTypeCode,
  type ProfitRow,
} from '@playhouse/contract';
import { DateRangeFields } from '../../components/forms/DateRangeFields';
import { Money } from '../../components/ui/Money';
import { RECORD_AMOUNT } from '../../components/ui/record-amount';
import { PagedTable } from '../../components/ui/PagedTable';
import type { Column } from '../../components/ui/RecordsTable';
import { SelectField } from '../../components/forms/SelectField';
import { useProfitRecords } from './records-api';
import { any, useRangeFilters as useFilters } from '../../lib/range-filters';
import { useGameTypeOptions, useVendorOptions } from './vendor-options';
import './records.css';

/** Personal loss (personalProfit): settled bets' profit and loss by period (D/W/H/M) and game type, paged by the server. */
export function PersonalLossPage() {
  const { t } = useTranslation();
  const { filters, update, page, setPage, problem } = useFilters({ periodType: 'D', gameType: '', vendor: '' });
  const vendors = useVendorOptions(filters.gameType);
  const gameTypes = useGameTypeOptions();
  const q = useProfitRecords(
    {
      from: filters.from,
      to: filters.to,
      periodType: filters.periodType as PeriodTypeCode,
      gameType: any<GameType>(filters.gameType),
      vendor: any(filters.vendor),
      pageNo: page,
      pageSize: RECORDS_DEFAULT_PAGE_SIZE,
    },
    !problem,
  );
  const data = problem ? undefined : q.data;
  const totals = data?.totals;

  const columns: Column<ProfitRow>[] = [
    {
      key: 'period',
      label: t('records_col_period'),
      cell: (r) => (r.periodStart === r.periodEnd ? r.periodStart : `${r.periodStart} – ${r.periodEnd}`),
    },
    {
      key: 'gameType',
      label: t('records_col_game_type'),
      cell: (r) => t(`game_type_${r.gameType}`, { defaultValue: r.gameType }),
    },
    {
      key: 'bets',
      label: t('records_col_bets'),
      numeric: true,
      cell: (r) => formatCount(r.betCount),
      total: totals && formatCount(totals.betCount),
    },
    {
      key: 'stake',
      label: t('records_col_stake'),
      numeric: true,
      cell: (r) => <Money {...RECORD_AMOUNT} minor={r.stake} />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.stake} />,
    },
    {
      key: 'validBet',
      label: t('records_col_valid_bet'),
      numeric: true,
      cell: (r) => <Money {...RECORD_AMOUNT} minor={r.validBet} />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.validBet} />,
    },
    {
      key: 'win',
      label: t('records_col_win'),
      numeric: true,
      cell: (r) => <Money {...RECORD_AMOUNT} minor={r.win} />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.win} />,
    },
    {
      key: 'profit',
      label: t('records_col_profit'),
      numeric: true,
      cell: (r) => <Money {...RECORD_AMOUNT} minor={r.profit} signed />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.profit} signed testId="total-profit" />,
    },
  ];

  return (
    <section className="mc-panel records" data-testid="personal-loss">
      <h2>{t('mc_tab_personalProfit')}</h2>
      <div className="records-filters">
        <DateRangeFields scope="records" from={filters.from} to={filters.to} problem={problem} onChange={update} />
        <SelectField
          className="records-field"
          label={t('records_period')}
          value={filters.periodType}
          options={PERIOD_TYPE_CODES.map((p) => ({ value: p, label: t(`records_period_${p}`) }))}
          testId="records-period"
          onChange={(periodType) => update({ periodType })}
        />
        <SelectField
          className="records-field"
          label={t('records_game_type')}
          value={filters.gameType}
          options={gameTypes}
          anyLabel={t('records_all')}
          testId="records-game-type"
          onChange={(gameType) => update({ gameType, vendor: '' })}
        />
        <SelectField
          className="records-field"
          label={t('records_vendor')}
          value={filters.vendor}
          options={vendors}
          anyLabel={t('records_all')}
          testId="records-vendor"
          onChange={(vendor) => update({ vendor })}
        />
      </div>
      {problem ? null : (
        <PagedTable columns={columns} data={data} onPage={setPage} rowKey={(r) => `${r.periodStart}:${r.gameType}`} state={q} />
      )}
    </section>
  );
}
