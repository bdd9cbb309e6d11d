import { useTranslation } from 'react-i18next';
import { BET_STATUSES, type BetRecord, type BetStatus } from '@playhouse/contract';
import type { Column } from '../../components/ui/RecordsTable';
import { formatInstant } from '../../lib/dates';
import { any, useRangeFilters } from '../../lib/range-filters';
import { betAmountColumns, gameTypeColumn } from './record-columns';
import { useBetRecords } from './records-api';
import { recordsQuery, RecordsFilter, RecordsPanel } from './RecordsPanel';

/** Betting record (personalHistoryCopy): every bet with stake, valid bet, win, profit and status. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const range = useRangeFilters({ gameType: '', vendor: '', status: '' });
  const { filters, problem } = range;
  const q = useBetRecords({ ...recordsQuery(range), status: any<BetStatus>(filters.status) }, !problem);
  const totals = problem ? undefined : q.data?.totals;
  const statuses = BET_STATUSES.map((s) => ({ value: s, label: t(`records_status_${s}`) }));

  const columns: Column<BetRecord>[] = [
    { key: 'time', label: t('records_col_time'), cell: (b) => formatInstant(b.placedAt) },
    {
      key: 'game',
      label: t('records_col_game'),
      cell: (b) => (
        <>
          {b.gameName}
          <span className="records-sub">{b.vendor}</span>
        </>
      ),
    },
    gameTypeColumn(t),
    { key: 'round', label: t('records_col_round'), cell: (b) => <span className="records-mono">{b.roundId}</span> },
    ...betAmountColumns<BetRecord>(t, totals),
    {
      key: 'status',
      label: t('records_col_status'),
      cell: (b) => <span className={`records-status records-status-${b.status}`}>{t(`records_status_${b.status}`)}</span>,
    },
  ];

  return (
    <RecordsPanel
      testId="betting-record"
      title={t('mc_tab_personalHistoryCopy')}
      range={range}
      trail={<RecordsFilter range={range} name="status" options={statuses} />}
      columns={columns}
      query={q}
      rowKey={(b) => b.id}
    />
  );
}
