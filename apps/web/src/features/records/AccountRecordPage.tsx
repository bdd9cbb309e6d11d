import { useTranslation } from 'react-i18next';
import {
  MAIN_WALLET,
  RECORD_TRANSACTION_TYPES,
  RECORDS_DEFAULT_PAGE_SIZE,
  type GameType,
  type RecordTransactionType,
  type TransactionRecord,
} from '@playhouse/contract';
import { useWalletBalance } from '../../lib/wallet-queries';
import { DateRangeFields } from '../../components/forms/DateRangeFields';
import { Money } from '../../components/ui/Money';
import { RECORD_AMOUNT } from '../../components/ui/record-amount';
import { PagedTable } from '../../components/ui/PagedTable';
import type { Column } from '../../components/ui/RecordsTable';
import { SelectField } from '../../components/forms/SelectField';
import { formatInstant } from '../../lib/dates';
import { useTransactionRecords } from './records-api';
import { any, useRangeFilters as useFilters } from '../../lib/range-filters';
import { useGameTypeOptions, useVendorOptions } from './vendor-options';
import './records.css';

/**
 * Account record (transactionHistory): every ledger movement with its type and the balance after it.
 * Vendor keeps its rounds and wallet transfers, game type its rounds only; no status (postings are final).
 */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const { filters, update, page, setPage, problem } = useFilters({ type: '', wallet: '', gameType: '', vendor: '' });
  const vendors = useVendorOptions(filters.gameType);
  const gameTypes = useGameTypeOptions();
  const wallets = useWalletBalance().data?.wallets ?? [];
  const walletName = (code: string) =>
    code === MAIN_WALLET ? t('wallet_main') : (wallets.find((w) => w.vendor === code)?.name ?? code);
  const q = useTransactionRecords(
    {
      from: filters.from,
      to: filters.to,
      type: any<RecordTransactionType>(filters.type),
      wallet: any(filters.wallet),
      gameType: any<GameType>(filters.gameType),
      vendor: any(filters.vendor),
      pageNo: page,
      pageSize: RECORDS_DEFAULT_PAGE_SIZE,
    },
    !problem,
  );
  const data = problem ? undefined : q.data;
  const totals = data?.totals;

  const columns: Column<TransactionRecord>[] = [
    { key: 'time', label: t('records_col_time'), cell: (r) => formatInstant(r.time) },
    { key: 'type', label: t('records_col_type'), cell: (r) => t(`records_type_${r.type}`) },
    { key: 'wallet', label: t('records_col_wallet'), cell: (r) => walletName(r.wallet) },
    {
      key: 'amount',
      label: t('records_col_amount'),
      numeric: true,
      cell: (r) => <Money {...RECORD_AMOUNT} minor={r.amount} signed />,
      total: totals && <Money {...RECORD_AMOUNT} minor={totals.net} signed testId="total-net" />,
    },
    {
      key: 'balanceAfter',
      label: t('records_col_balance_after'),
      numeric: true,
      cell: (r) => <Money {...RECORD_AMOUNT} minor={r.balanceAfter} />,
    },
    { key: 'reference', label: t('records_col_reference'), cell: (r) => <span className="records-mono">{r.reference}</span> },
  ];

  return (
    <section className="mc-panel records" data-testid="account-record">
      <h2>{t('mc_tab_transactionHistory')}</h2>
      <div className="records-filters">
        <DateRangeFields scope="records" from={filters.from} to={filters.to} problem={problem} onChange={update} />
        <SelectField
          className="records-field"
          label={t('records_type')}
          value={filters.type}
          options={RECORD_TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`records_type_${v}`) }))}
          anyLabel={t('records_all')}
          testId="records-type"
          onChange={(type) => update({ type })}
        />
        <SelectField
          className="records-field"
          label={t('records_wallet')}
          value={filters.wallet}
          options={[{ value: MAIN_WALLET, label: t('wallet_main') }, ...wallets.map((w) => ({ value: w.vendor, label: w.name }))]}
          anyLabel={t('records_all')}
          testId="records-wallet"
          onChange={(wallet) => update({ wallet })}
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
      {totals ? (
        <p className="records-summary" data-testid="records-summary">
          <span>
            {t('records_credit')} <Money {...RECORD_AMOUNT} minor={totals.credit} testId="total-credit" />
          </span>
          <span>
            {t('records_debit')} <Money {...RECORD_AMOUNT} minor={totals.debit} testId="total-debit" />
          </span>
        </p>
      ) : null}
      {problem ? null : <PagedTable columns={columns} data={data} onPage={setPage} rowKey={(r) => r.id} state={q} />}
    </section>
  );
}
