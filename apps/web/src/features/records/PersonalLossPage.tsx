import { useTranslation } from 'react-i18next';
import { formatCount, PERIOD_TYPE_CODES, type PeriodTypeCode, type ProfitRow } from '@playhouse/contract';
import type { Column } from '../../components/ui/RecordsTable';
import { useRangeFilters } from '../../lib/range-filters';
import { betAmountColumns, gameTypeColumn } from './record-columns';
import { useProfitRecords } from './records-api';
import { recordsQuery, RecordsFilter, RecordsPanel } from './RecordsPanel';

/** Personal loss (personalProfit): settled bets' profit and loss by period (D/W/H/M) and game type, paged by the server. */
export function PersonalLossPage() {
  const { t } = useTranslation();
  const range = useRangeFilters({ period: 'D', gameType: '', vendor: '' });
  const { filters, problem } = range;
  const q = useProfitRecords({ ...recordsQuery(range), periodType: filters.period as PeriodTypeCode }, !problem);
  const totals = problem ? undefined : q.data?.totals;
  const periods = PERIOD_TYPE_CODES.map((p) => ({ value: p, label: t(`records_period_${p}`) }));

  const columns: Column<ProfitRow>[] = [
    {
      key: 'period',
      label: t('records_col_period'),
      cell: (r) => (r.periodStart === r.periodEnd ? r.periodStart : `${r.periodStart} – ${r.periodEnd}`),
    },
    gameTypeColumn(t),
    {
      key: 'bets',
      label: t('records_col_bets'),
      numeric: true,
      cell: (r) => formatCount(r.betCount),
      total: totals && formatCount(totals.betCount),
    },
    ...betAmountColumns<ProfitRow>(t, totals),
  ];

  return (
    <RecordsPanel
      testId="personal-loss"
      title={t('mc_tab_personalProfit')}
      range={range}
      lead={<RecordsFilter range={range} name="period" options={periods} required />}
      columns={columns}
      query={q}
      rowKey={(r) => `${r.periodStart}:${r.gameType}`}
    />
  );
}
