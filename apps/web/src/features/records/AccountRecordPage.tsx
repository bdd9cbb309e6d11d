import { useTranslation } from 'react-i18next';
import { MAIN_WALLET, RECORD_TRANSACTION_TYPES, type RecordTransactionType, type TransactionRecord } from '@playhouse/contract';
import { useWalletBalance } from '../../lib/wallet-queries';
import { Money } from '../../components/ui/Money';
import { RECORD_AMOUNT } from '../../components/ui/record-amount';
import type { Column } from '../../components/ui/RecordsTable';
import { formatInstant } from '../../lib/dates';
import { any, useRangeFilters } from '../../lib/range-filters';
import { useTransactionRecords } from './records-api';
import { recordsQuery, RecordsFilter, RecordsPanel } from './RecordsPanel';

/**
 * Account record (transactionHistory): every ledger movement with its type and the balance after it.
 * Vendor keeps its rounds and wallet transfers, game type its rounds only; no status (postings are final).
 */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const range = useRangeFilters({ type: '', wallet: '', gameType: '', vendor: '' });
  const { filters, problem } = range;
  const wallets = useWalletBalance().data?.wallets ?? [];
  const walletName = (code: string) =>
    code === MAIN_WALLET ? t('wallet_main') : (wallets.find((w) => w.vendor === code)?.name ?? code);
  const q = useTransactionRecords(
    { ...recordsQuery(range), type: any<RecordTransactionType>(filters.type), wallet: any(filters.wallet) },
    !problem,
  );
  const totals = problem ? undefined : q.data?.totals;
  const types = RECORD_TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`records_type_${v}`) }));
  const walletOptions = [
    { value: MAIN_WALLET, label: t('wallet_main') },
    ...wallets.map((w) => ({ value: w.vendor, label: w.name })),
  ];

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
    <RecordsPanel
      testId="account-record"
      title={t('mc_tab_transactionHistory')}
      range={range}
      lead={
        <>
          <RecordsFilter range={range} name="type" options={types} />
          <RecordsFilter range={range} name="wallet" options={walletOptions} />
        </>
      }
      summary={
        totals ? (
          <p className="records-summary" data-testid="records-summary">
            <span>
              {t('records_credit')} <Money {...RECORD_AMOUNT} minor={totals.credit} testId="total-credit" />
            </span>
            <span>
              {t('records_debit')} <Money {...RECORD_AMOUNT} minor={totals.debit} testId="total-debit" />
            </span>
          </p>
        ) : null
      }
      columns={columns}
      query={q}
      rowKey={(r) => r.id}
    />
  );
}
