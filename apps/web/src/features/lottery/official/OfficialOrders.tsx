import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficialBet } from '@playhouse/contract/lottery';
import { Money } from '../../../components/ui/Money';
import { Pager } from '../../../components/ui/Pager';
import { RecordsTable, type Column } from '../../../components/ui/RecordsTable';
import { formatInstant } from '../../../lib/dates';
import { useOfficialOrders } from './official-api';
import { drawLabel } from './sale';
import { productNameKey, sourceLabel } from './source-names';

/** The member's bets on this game (one per source), newest first: outcome, win, refund, and a mark when settled on a corrected result. */
export function OfficialOrders({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useOfficialOrders(gameCode, page);
  const columns: Column<OfficialBet>[] = [
    { key: 'draw', label: t('lottery_col_draw'), cell: (r) => drawLabel(r.drawNo) },
    { key: 'source', label: t('official_col_source'), cell: (r) => sourceLabel(t, r.source) },
    { key: 'product', label: t('lottery_col_play'), cell: (r) => t(productNameKey(r.productId)) },
    { key: 'content', label: t('lottery_col_content'), cell: (r) => <span className="lottery-content-text">{r.content}</span> },
    { key: 'points', label: t('official_points'), numeric: true, cell: (r) => r.points },
    { key: 'stake', label: t('lottery_col_stake'), numeric: true, cell: (r) => <Money minor={r.stake} /> },
    {
      key: 'status',
      label: t('lottery_col_status'),
      cell: (r) => (
        <span className={`lottery-status lottery-status-${r.status}`} data-testid="official-order-status" data-status={r.status}>
          {t(`official_status_${r.status}`)}
          {r.resultVersion >= 2 ? (
            <span className="official-mark" data-testid="official-order-corrected">
              {' '}
              {t('official_corrected')}
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'win', label: t('lottery_col_win'), numeric: true, cell: (r) => <Money minor={r.win} /> },
    { key: 'refund', label: t('official_col_refund'), numeric: true, cell: (r) => <Money minor={r.refund} /> },
    { key: 'placed', label: t('lottery_col_placed'), cell: (r) => formatInstant(r.placedAt) },
  ];
  return (
    <section className="lottery-panel" data-testid="official-orders" aria-label={t('lottery_tab_orders')}>
      <RecordsTable
        columns={columns}
        rows={orders.data?.content}
        rowKey={(r) => r.betId}
        state={orders}
        totals={false}
        emptyText={t('lottery_no_orders')}
        footer={<Pager page={page} pages={orders.data?.totalPages ?? 1} onPage={setPage} testId="official-orders-pager" />}
      />
    </section>
  );
}
