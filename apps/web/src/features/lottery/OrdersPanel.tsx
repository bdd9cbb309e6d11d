import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatResult, type Family, type LotteryTicket } from '@playhouse/contract/lottery';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';
import { Money } from '../../components/ui/Money';
import { Pager } from '../../components/ui/Pager';
import { RecordsTable, type Column } from '../../components/ui/RecordsTable';
import { ApiError } from '../../lib/api-client';
import { formatInstant } from '../../lib/dates';
import { useCancelTicket, useOrders } from './lottery-api';
import { playLabel } from './play-names';

/** The member's tickets of this game, newest first, with their outcome and a cancel while allowed. */
export function OrdersPanel({ gameId, family, onVerify }: { gameId: string; family: Family; onVerify(drawNo: string): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useOrders(gameId, page);
  const cancel = useCancelTicket();
  const [error, setError] = useState<string | null>(null);

  const onCancel = async (ticket: LotteryTicket) => {
    setError(null);
    try {
      await cancel.mutateAsync(ticket.ticketId);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('unknown_error'));
    }
  };

  const columns: Column<LotteryTicket>[] = [
    { key: 'numero', label: t('lottery_col_draw'), cell: (r) => r.numero },
    { key: 'play', label: t('lottery_col_play'), cell: (r) => playLabel(t, r.playId) },
    { key: 'content', label: t('lottery_col_content'), cell: (r) => <span className="lottery-content-text">{r.content}</span> },
    { key: 'stake', label: t('lottery_col_stake'), numeric: true, cell: (r) => <Money minor={r.stake} /> },
    {
      key: 'status',
      label: t('lottery_col_status'),
      cell: (r) => (
        <span className={`lottery-status lottery-status-${r.status}`} data-testid="lottery-order-status" data-status={r.status}>
          {t(`lottery_status_${r.status}`)}
        </span>
      ),
    },
    { key: 'win', label: t('lottery_col_win'), numeric: true, cell: (r) => <Money minor={r.win} /> },
    { key: 'result', label: t('lottery_col_result'), cell: (r) => (r.result ? formatResult(family, r.result) : '—') },
    { key: 'placed', label: t('lottery_col_placed'), cell: (r) => formatInstant(r.placedAt) },
    {
      key: 'actions',
      label: t('lottery_col_actions'),
      cell: (r) =>
        r.cancellable ? (
          <Button variant="secondary" data-testid="lottery-cancel" disabled={cancel.isPending} onClick={() => void onCancel(r)}>
            {t('lottery_cancel')}
          </Button>
        ) : r.result ? (
          <Button variant="secondary" data-testid="lottery-order-verify" onClick={() => onVerify(r.numero)}>
            {t('lottery_verify')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className="lottery-panel" data-testid="lottery-orders" aria-label={t('lottery_tab_orders')}>
      <FormError message={error} testId="lottery-cancel-error" />
      <RecordsTable
        columns={columns}
        rows={orders.data?.content}
        rowKey={(r) => r.ticketId}
        state={orders}
        totals={false}
        emptyText={t('lottery_no_orders')}
        footer={<Pager page={page} pages={orders.data?.totalPages ?? 1} onPage={setPage} testId="lottery-orders-pager" />}
      />
    </section>
  );
}
