import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointRecord, RedeemRecord } from '@playhouse/contract/engagement';
import { Money } from '../../components/ui/Money';
import { PagedTable } from '../../components/ui/PagedTable';
import type { Column } from '../../components/ui/RecordsTable';
import { formatInstant } from '../../lib/dates';
import { usePointRecords, useRedeemRecords } from './points-api';

/** Spec §3 points: balance, changed points, ratio, remark. */
export function PointRecords() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = usePointRecords(page);
  const remark = (r: PointRecord) => {
    if (r.kind === 'earn') return t('points_remark_earn', { gameType: r.gameType ?? '', validBet: r.validBet ?? '0' });
    if (r.kind === 'convert') return t('points_remark_convert');
    return t(`points_remark_${r.kind}`, { name: r.itemName ?? '', reference: r.referenceNo ?? '' });
  };
  const columns: Column<PointRecord>[] = [
    { key: 'time', label: t('points_col_time'), cell: (r) => formatInstant(r.time) },
    {
      key: 'points',
      label: t('points_col_changed'),
      numeric: true,
      cell: (r) => (r.points.startsWith('-') ? r.points : `+${r.points}`),
    },
    { key: 'balance', label: t('points_col_balance'), numeric: true, cell: (r) => r.balanceAfter },
    { key: 'ratio', label: t('points_col_ratio'), cell: (r) => r.ratio || '-' },
    {
      key: 'remark',
      label: t('points_col_remark'),
      cell: (r) => (
        <>
          {remark(r)}
          {r.kind === 'earn' && r.validBet ? (
            <>
              {' '}
              <Money minor={r.validBet} />
            </>
          ) : null}
          {r.kind === 'convert' && r.amount ? (
            <>
              {' '}
              <Money minor={r.amount} />
            </>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <div data-testid="points-records">
      <PagedTable
        columns={columns}
        data={q.data}
        onPage={setPage}
        rowKey={(r) => r.id}
        state={q}
        totals={false}
        pagerTestId="points-records-pager"
      />
    </div>
  );
}

/** Spec §3 redeem record, with the §4 statuses. */
export function RedeemRecords() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useRedeemRecords(page);
  const columns: Column<RedeemRecord>[] = [
    { key: 'ref', label: t('points_col_reference'), cell: (r) => r.referenceNo },
    { key: 'time', label: t('points_col_apply_time'), cell: (r) => formatInstant(r.appliedAt) },
    { key: 'type', label: t('points_col_type'), cell: (r) => t(`points_type_${r.type}`) },
    { key: 'name', label: t('points_col_name'), cell: (r) => r.name },
    { key: 'qty', label: t('points_col_quantity'), numeric: true, cell: (r) => r.quantity },
    { key: 'points', label: t('points_col_points'), numeric: true, cell: (r) => r.points },
    { key: 'amount', label: t('points_col_amount'), numeric: true, cell: (r) => (r.amount ? <Money minor={r.amount} /> : '-') },
    {
      key: 'status',
      label: t('points_col_status'),
      cell: (r) => (
        <span className={`pm-status pm-status-${r.status}`} data-testid="points-redeem-status">
          {t(`points_status_${r.status}`)}
        </span>
      ),
    },
  ];
  return (
    <div data-testid="points-redeems">
      <PagedTable
        columns={columns}
        data={q.data}
        onPage={setPage}
        rowKey={(r) => r.id}
        state={q}
        totals={false}
        pagerTestId="points-redeems-pager"
      />
    </div>
  );
}
