import { useTranslation } from 'react-i18next';
import { BET_STATUSES, RECORDS_DEFAULT_PAGE_SIZE, type BetRecord, type BetStatus, type GameType } from '@playhouse/contract';
import { DateRangeFields } from '../../components/forms/DateRangeFields';
import { Money } from '../../components/ui/Money';
import { RECORD_AMOUNT } from '../../components/ui/record-amount';
import { PagedTable } from '../../components/ui/PagedTable';
import type { Column } from '../../components/ui/RecordsTable';
import { SelectField } from '../../components/forms/SelectField';
import { formatInstant } from '../../lib/dates';
import { useBetRecords } from './records-api';
import { any, useRangeFilters as useFilters } from '../../lib/range-filters';
import { useGameTypeOptions, useVendorOptions } from './vendor-options';
import './records.css';

/** Betting record (personalHistoryCopy): every bet with stake, valid bet, win, profit and status. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const { filters, update, page, setPage, problem } = useFilters({ gameType: '', vendor: '', status: '' });
  const vendors = useVendorOptions(filters.gameType);
  const gameTypes = useGameTypeOptions();
  const q = useBetRecords(
    {
      from: filters.from,
      to: filters.to,
      gameType: any<GameType>(filters.gameType),
      vendor: any(filters.vendor),
      status: any<BetStatus>(filters.status),
      pageNo: page,
      pageSize: RECORDS_DEFAULT_PAGE_SIZE,
    },
    !problem,
  );
  const data = problem ? undefined : q.data;
  const totals = data?.totals;

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
    {
      key: 'gameType',
      label: t('records_col_game_type'),
      cell: (b) => t(`game_type_${b.gameType}`, { defaultValue: b.gameType }),
    },
    { key: 'round', label: t('records_col_round'), cell: (b) => <span className="records-mono">{b.roundId}</span> },
    {
      key: 'stake',
      label: t('records_col_stake'),
      numeric: true,
      cell: (b) => <Money {...RECORD_AMOUNT} minor={b.stake} />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.stake} testId="total-stake" />,
    },
    {
      key: 'validBet',
      label: t('records_col_valid_bet'),
      numeric: true,
      cell: (b) => <Money {...RECORD_AMOUNT} minor={b.validBet} />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.validBet} />,
    },
    {
      key: 'win',
      label: t('records_col_win'),
      numeric: true,
      cell: (b) => <Money {...RECORD_AMOUNT} minor={b.win} />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.win} />,
    },
    {
      key: 'profit',
      label: t('records_col_profit'),
      numeric: true,
      cell: (b) => <Money {...RECORD_AMOUNT} minor={b.profit} signed />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.profit} signed testId="total-profit" />,
    },
    {
      key: 'status',
      label: t('records_col_status'),
      cell: (b) => <span className={`records-status records-status-${b.status}`}>{t(`records_status_${b.status}`)}</span>,
    },
  ];

  return (
    <section className="mc-panel records" data-testid="betting-record">
      <h2>{t('mc_tab_personalHistoryCopy')}</h2>
      <div className="records-filters">
        <DateRangeFields scope="records" from={filters.from} to={filters.to} problem={problem} onChange={update} />
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
        <SelectField
          className="records-field"
          label={t('records_status')}
          value={filters.status}
          options={BET_STATUSES.map((s) => ({ value: s, label: t(`records_status_${s}`) }))}
          anyLabel={t('records_all')}
          testId="records-status"
          onChange={(status) => update({ status })}
        />
      </div>
      {problem ? null : <PagedTable columns={columns} data={data} onPage={setPage} rowKey={(b) => b.id} state={q} />}
    </section>
  );
}
