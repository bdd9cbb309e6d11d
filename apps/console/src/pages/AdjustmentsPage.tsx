import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCursorList } from '../lib/cursor-list';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { ADJUSTMENT_STATUSES, API, opsAdjustment, opsAdjustmentPage, type OpsAdjustment } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { can, useMe } from '../lib/session';
import { focusDialog, stepKeys } from '../lib/step-keys';
import { formatBalance, formatStamp } from '../lib/format';
import { Grid } from '../components/Grid';
import { GridTools } from '../components/GridTools';
import { hiddenOf } from '../lib/grid-state';
import { ListError, StatusFilter } from '../components/ListControls';
import { adjustmentsSearch } from '../search-schemas';

type AdjustmentsSearch = z.infer<typeof adjustmentsSearch>;

export function AdjustmentsPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const search = useSearch({ from: '/$merchant/adjustments' });
  const navigate = useNavigate({ from: '/$merchant/adjustments' });
  const setSearch = (next: Partial<AdjustmentsSearch>) => void navigate({ search: (s) => ({ ...s, ...next }) });
  const filter = { status: search.status, sort: search.sort };
  const list = useCursorList(['ops', merchant, 'adjustments', filter], async (cursor) =>
    opsAdjustmentPage.parse(await opsCall(API.operator.adjustments, { merchant, query: { ...filter, cursor } })),
  );
  const open = list.rows.find((r) => r.id === search.open);
  const columns = useMemo<ColumnDef<OpsAdjustment, unknown>[]>(
    () => [
      { id: 'member', header: t('adjustments_col_member'), accessorKey: 'username' },
      { id: 'amount', header: t('adjustments_col_amount'), cell: ({ row }) => formatBalance(row.original.amount) },
      { id: 'category', header: t('adjustments_col_category'), cell: ({ row }) => t(`category_${row.original.category}`) },
      { id: 'requestedBy', header: t('adjustments_col_requested_by'), accessorKey: 'requestedBy' },
      { id: 'requestedAt', header: t('adjustments_col_requested_at'), cell: ({ row }) => formatStamp(row.original.requestedAt) },
      {
        id: 'status',
        header: t('adjustments_col_status'),
        cell: ({ row }) => (
          <span className={`status adj-${row.original.status}`}>{t(`adjustment_status_${row.original.status}`)}</span>
        ),
      },
      { id: 'decidedBy', header: t('adjustments_col_decided_by'), accessorKey: 'decidedBy' },
      { id: 'comment', header: t('adjustment_comment'), accessorKey: 'comment' },
    ],
    [t],
  );
  return (
    <main className="page">
      <h1>{t('adjustments_title')}</h1>
      <StatusFilter
        value={search.status}
        statuses={ADJUSTMENT_STATUSES}
        textPrefix="adjustment_status_"
        onChange={(status) => setSearch({ status, open: undefined })}
        testId="adjustments-status"
      />
      <GridTools
        merchant={merchant}
        list="adjustments"
        filter={filter}
        search={search}
        onApply={(s) => void navigate({ search: adjustmentsSearch.parse(s) })}
        columns={columns}
        hide={search.hide}
        onHide={(hide) => setSearch({ hide })}
      />
      <ListError error={list.error} />
      <Grid
        testId="adjustments-grid"
        keys={[t('keys_adjustment')]}
        sort={{ column: 'requestedAt', value: search.sort ?? 'newest', onChange: (sort) => setSearch({ sort }) }}
        hidden={hiddenOf(search.hide)}
        {...list.paging}
        columns={columns}
        rowId={(r) => r.id}
        onOpen={(r) => setSearch({ open: r.id })}
        empty={t('adjustments_none')}
      />
      {open && <AdjustmentDialog merchant={merchant} adjustment={open} onClose={() => setSearch({ open: undefined })} />}
    </main>
  );
}

/** One adjustment: its details, and approve or reject for a person with the permission who did not ask for it. */
function AdjustmentDialog({
  merchant,
  adjustment: a,
  onClose,
}: {
  merchant: string;
  adjustment: OpsAdjustment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: async (approve: boolean) =>
      opsAdjustment.parse(
        await opsCall(approve ? API.operator.approveAdjustment : API.operator.rejectAdjustment, {
          merchant,
          params: { id: a.id },
          body: approve || !reason.trim() ? {} : { reason: reason.trim() },
        }),
      ),
    onSuccess: (done) => {
      void client.invalidateQueries({ queryKey: ['ops', merchant] });
      toast.success(t(done.status === 'posted' ? 'adjustment_approved' : 'adjustment_rejected'));
      onClose();
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const mine = me.data?.name === a.requestedBy;
  const decidable = a.status === 'pending' && can(me.data, 'adjustments.approve') && !decide.isPending;
  const onKey = stepKeys(decidable ? { ...(mine ? {} : { a: () => decide.mutate(true) }), r: () => decide.mutate(false) } : {});
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="drawer"
          data-testid="adjustment-dialog"
          aria-describedby={undefined}
          onKeyDown={onKey}
          onOpenAutoFocus={focusDialog}
        >
          <Dialog.Title>{t('adjustment_title', { id: a.id })}</Dialog.Title>
          <dl className="facts">
            <dt>{t('adjustments_col_member')}</dt>
            <dd>{a.username}</dd>
            <dt>{t('adjustments_col_amount')}</dt>
            <dd data-testid="adjustment-amount">{formatBalance(a.amount)}</dd>
            <dt>{t('adjustments_col_category')}</dt>
            <dd>{t(`category_${a.category}`)}</dd>
            <dt>{t('adjustment_comment')}</dt>
            <dd>{a.comment}</dd>
            <dt>{t('adjustments_col_requested_by')}</dt>
            <dd>
              {a.requestedBy} · {formatStamp(a.requestedAt)}
            </dd>
            <dt>{t('adjustments_col_status')}</dt>
            <dd data-testid="adjustment-status">{t(`adjustment_status_${a.status}`)}</dd>
          </dl>
          {a.status === 'pending' && can(me.data, 'adjustments.approve') && (
            <div className="actions">
              {mine && <p className="hint">{t('adjustment_own')}</p>}
              <label className="field">
                <span>{t('adjustment_reason')}</span>
                <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="adjustment-reason" />
              </label>
              <button
                type="button"
                className="primary"
                disabled={mine || decide.isPending}
                onClick={() => decide.mutate(true)}
                data-testid="adjustment-approve"
              >
                {t('adjustment_approve')}
              </button>
              <button
                type="button"
                disabled={decide.isPending}
                onClick={() => decide.mutate(false)}
                data-testid="adjustment-reject"
              >
                {t('adjustment_reject')}
              </button>
            </div>
          )}
          <Dialog.Close className="close">{t('member_close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
