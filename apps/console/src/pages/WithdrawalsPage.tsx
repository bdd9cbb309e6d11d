import { useMemo } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { API, operatorWithdrawalPage, WITHDRAWAL_VIEWS, type OperatorWithdrawal, type WithdrawalView } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { useCursorList } from '../lib/cursor-list';
import { formatBalance, formatStamp } from '../lib/format';
import { useQueueCounts } from '../lib/live-queues';
import { Grid } from '../components/Grid';
import { GridTools } from '../components/GridTools';
import { hiddenOf } from '../lib/grid-state';
import { ListError, SinceChip } from '../components/ListControls';
import { WithdrawalDrawer } from './WithdrawalDrawer';
import { withdrawalsSearch } from '../search-schemas';

type WithdrawalsSearch = z.infer<typeof withdrawalsSearch>;

/** Where a request stands, in one word for the list: held, waiting for its second approval, or its status. */
export function stageOf(w: OperatorWithdrawal): string {
  if (w.status === 'requested' && w.heldBy) return 'held';
  if (w.status === 'requested' && w.firstApprovedBy) return 'second';
  if (w.receiptState === 'not_received') return 'disputed';
  return w.status;
}

export function WithdrawalsPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const search = useSearch({ from: '/$merchant/withdrawals' });
  const navigate = useNavigate({ from: '/$merchant/withdrawals' });
  const setSearch = (next: Partial<WithdrawalsSearch>) => void navigate({ search: (s) => ({ ...s, ...next }) });
  const counts = useQueueCounts(merchant).withdrawals;
  const filter = { view: search.view, status: search.status, since: search.since, sort: search.sort };
  const list = useCursorList(['ops', merchant, 'withdrawals', 'list', filter], async (cursor) =>
    operatorWithdrawalPage.parse(await opsCall(API.operator.withdrawals, { merchant, query: { ...filter, cursor } })),
  );
  const columns = useMemo<ColumnDef<OperatorWithdrawal, unknown>[]>(
    () => [
      { id: 'id', header: '#', accessorKey: 'id' },
      { id: 'member', header: t('withdrawals_col_member'), accessorKey: 'member' },
      { id: 'amount', header: t('withdrawals_col_amount'), cell: ({ row }) => formatBalance(row.original.amount) },
      { id: 'bank', header: t('withdrawals_col_bank'), accessorKey: 'bankName' },
      { id: 'createdAt', header: t('withdrawals_col_requested_at'), cell: ({ row }) => formatStamp(row.original.createdAt) },
      {
        id: 'stage',
        header: t('withdrawals_col_stage'),
        cell: ({ row }) => (
          <span className={`status wd-${stageOf(row.original)}`} data-testid="withdrawal-stage">
            {t(`withdrawal_stage_${stageOf(row.original)}`)}
          </span>
        ),
      },
      {
        id: 'reviewer',
        header: t('withdrawals_col_reviewer'),
        cell: ({ row }) => <span data-testid="withdrawal-row-reviewer">{row.original.claimedBy ?? ''}</span>,
      },
    ],
    [t],
  );
  const countOf = (v: WithdrawalView) => (v === 'open' || v === 'held' || v === 'disputed' ? (counts?.[v] ?? null) : null);
  return (
    <main className="page">
      <h1>{t('withdrawals_title')}</h1>
      <nav className="tabs" aria-label={t('withdrawals_views')}>
        {WITHDRAWAL_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={search.view === v}
            onClick={() => setSearch({ view: v, status: undefined, since: undefined, sort: undefined, open: undefined })}
            data-testid={`withdrawals-view-${v}`}
          >
            {t(`withdrawals_view_${v}`)}
            {countOf(v) !== null && (
              <span className="count" data-testid={`withdrawals-count-${v}`}>
                {countOf(v)}
              </span>
            )}
          </button>
        ))}
      </nav>
      <GridTools
        merchant={merchant}
        list="withdrawals"
        filter={filter}
        search={search}
        onApply={(s) => void navigate({ search: withdrawalsSearch.parse(s) })}
        columns={columns}
        hide={search.hide}
        onHide={(hide) => setSearch({ hide })}
      />
      <SinceChip since={search.since} onClear={() => setSearch({ since: undefined, status: undefined })} />
      <ListError error={list.error} />
      <Grid
        testId="withdrawals-grid"
        sort={{
          column: 'createdAt',
          // What waits is worked oldest first unless the operator turns it.
          value: search.sort ?? (['open', 'held', 'disputed'].includes(search.view) ? 'oldest' : 'newest'),
          onChange: (sort) => setSearch({ sort }),
        }}
        hidden={hiddenOf(search.hide)}
        {...list.paging}
        columns={columns}
        rowId={(r) => r.id}
        onOpen={(r) => setSearch({ open: r.id })}
        empty={t('withdrawals_none')}
        keys={[t('keys_withdrawal')]}
      />
      {search.open && <WithdrawalDrawer merchant={merchant} id={search.open} onClose={() => setSearch({ open: undefined })} />}
    </main>
  );
}
