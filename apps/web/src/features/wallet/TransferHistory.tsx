import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferRecord } from '@playhouse/contract';
import { Money } from '../../components/ui/Money';
import { PagedTable } from '../../components/ui/PagedTable';
import type { Column } from '../../components/ui/RecordsTable';
import { formatInstant } from '../../lib/dates';
import { useTransferHistory } from '../../lib/wallet-queries';

/**
 * The member's transfers between main and vendor wallets, newest first, each with its state:
 * pending is money on its way (the vendor has not answered yet), reversed is money returned to
 * the wallet it came from. Reuses the records' table and pager.
 */
export function TransferHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useTransferHistory(page);
  const data = q.data;
  const main = t('wallet_main');
  const source = (r: TransferRecord) => (r.direction === 'in' ? main : r.vendorName);

  const columns: Column<TransferRecord>[] = [
    { key: 'time', label: t('wallet_history_col_time'), cell: (r) => formatInstant(r.createdAt) },
    {
      key: 'route',
      label: t('wallet_history_col_route'),
      cell: (r) => (r.direction === 'in' ? `${main} → ${r.vendorName}` : `${r.vendorName} → ${main}`),
    },
    {
      key: 'amount',
      label: t('wallet_history_col_amount'),
      numeric: true,
      cell: (r) => <Money className="records-amount" minor={r.amount} />,
    },
    {
      key: 'status',
      label: t('wallet_history_col_status'),
      cell: (r) => (
        <span data-testid="transfer-history-status" data-transfer={r.id} data-status={r.status}>
          <span className={`records-status wallet-tone-${r.status}`}>{t(`wallet_history_${r.status}`)}</span>
          {r.status === 'pending' ? <span className="records-sub">{t('wallet_history_pending_note')}</span> : null}
          {r.status === 'reversed' ? (
            <span className="records-sub">{t('wallet_history_reversed_note', { wallet: source(r) })}</span>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section className="wallet-history" data-testid="transfer-history" aria-labelledby="wallet-history-title">
      <h3 id="wallet-history-title">{t('wallet_history_title')}</h3>
      <PagedTable
        columns={columns}
        data={data}
        onPage={setPage}
        rowKey={(r) => r.id}
        state={q}
        totals={false}
        emptyText={t('wallet_history_empty')}
      />
    </section>
  );
}
