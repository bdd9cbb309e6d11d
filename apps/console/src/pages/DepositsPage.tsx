import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { API, DEPOSIT_STATUSES, operatorDeposit, operatorDepositPage, type OperatorDeposit } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { useCursorList } from '../lib/cursor-list';
import { focusDialog, stepKeys } from '../lib/step-keys';
import { formatBalance, formatStamp } from '../lib/format';
import { can, useMe } from '../lib/session';
import { Grid } from '../components/Grid';
import { GridTools } from '../components/GridTools';
import { hiddenOf } from '../lib/grid-state';
import { ListError, SinceChip, StatusFilter } from '../components/ListControls';
import { depositsSearch } from '../search-schemas';

type DepositsSearch = z.infer<typeof depositsSearch>;

export function DepositsPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const search = useSearch({ from: '/$merchant/deposits' });
  const navigate = useNavigate({ from: '/$merchant/deposits' });
  const setSearch = (next: Partial<DepositsSearch>) => void navigate({ search: (s) => ({ ...s, ...next }) });
  const filter = { status: search.status, since: search.since, sort: search.sort };
  const list = useCursorList(['ops', merchant, 'deposits', filter], async (cursor) =>
    operatorDepositPage.parse(await opsCall(API.operator.deposits, { merchant, query: { ...filter, cursor } })),
  );
  const open = list.rows.find((r) => r.id === search.open);
  const columns = useMemo<ColumnDef<OperatorDeposit, unknown>[]>(
    () => [
      { id: 'orderNo', header: t('deposits_col_order'), accessorKey: 'orderNo' },
      { id: 'member', header: t('withdrawals_col_member'), accessorKey: 'member' },
      { id: 'channel', header: t('deposits_col_channel'), accessorKey: 'channelName' },
      { id: 'amount', header: t('withdrawals_col_amount'), cell: ({ row }) => formatBalance(row.original.amount) },
      { id: 'createdAt', header: t('deposits_col_created'), cell: ({ row }) => formatStamp(row.original.createdAt) },
      {
        id: 'status',
        header: t('adjustments_col_status'),
        cell: ({ row }) => (
          <span className={`status dep-${row.original.status}`} data-testid="deposit-status">
            {t(`deposit_status_${row.original.status}`)}
            {row.original.firstApprovedBy ? ` · ${t('deposit_second_approval')}` : ''}
          </span>
        ),
      },
    ],
    [t],
  );
  return (
    <main className="page">
      <h1>{t('deposits_title')}</h1>
      <StatusFilter
        value={search.status}
        statuses={DEPOSIT_STATUSES}
        textPrefix="deposit_status_"
        onChange={(status) => setSearch({ status, open: undefined })}
        testId="deposits-status"
      />
      <GridTools
        merchant={merchant}
        list="deposits"
        filter={filter}
        search={search}
        onApply={(s) => void navigate({ search: depositsSearch.parse(s) })}
        columns={columns}
        hide={search.hide}
        onHide={(hide) => setSearch({ hide })}
      />
      <SinceChip since={search.since} onClear={() => setSearch({ since: undefined })} />
      <ListError error={list.error} />
      <Grid
        testId="deposits-grid"
        keys={[t('keys_deposit')]}
        sort={{ column: 'createdAt', value: search.sort ?? 'newest', onChange: (sort) => setSearch({ sort }) }}
        hidden={hiddenOf(search.hide)}
        {...list.paging}
        columns={columns}
        rowId={(r) => r.id}
        onOpen={(r) => setSearch({ open: r.id })}
        empty={t('deposits_none')}
      />
      {open && <DepositDialog merchant={merchant} deposit={open} onClose={() => setSearch({ open: undefined })} />}
    </main>
  );
}

/** One deposit; a pending bank transfer is confirmed (two persons above the threshold) or refused here. */
function DepositDialog({ merchant, deposit: d, onClose }: { merchant: string; deposit: OperatorDeposit; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: async (confirm: boolean) =>
      operatorDeposit.parse(
        await opsCall(confirm ? API.operator.confirmDeposit : API.operator.refuseDeposit, {
          merchant,
          params: { id: d.id },
          body: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),
    onSuccess: (done) => {
      void client.invalidateQueries({ queryKey: ['ops', merchant, 'deposits'] });
      toast.success(
        t(
          done.status === 'confirmed'
            ? 'deposit_confirmed'
            : done.status === 'failed'
              ? 'deposit_refused'
              : 'deposit_first_approved',
        ),
      );
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const decidable = d.status === 'pending' && d.kind === 'bank_transfer' && can(me.data, 'deposits.decide');
  const onKey = stepKeys(decidable && !decide.isPending ? { a: () => decide.mutate(true), r: () => decide.mutate(false) } : {});
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="drawer"
          data-testid="deposit-dialog"
          aria-describedby={undefined}
          onKeyDown={onKey}
          onOpenAutoFocus={focusDialog}
        >
          <Dialog.Title>{t('deposit_title', { orderNo: d.orderNo })}</Dialog.Title>
          <dl className="facts">
            <dt>{t('withdrawals_col_member')}</dt>
            <dd>{d.member}</dd>
            <dt>{t('deposits_col_channel')}</dt>
            <dd>{d.channelName}</dd>
            <dt>{t('withdrawals_col_amount')}</dt>
            <dd data-testid="deposit-amount">{formatBalance(d.amount)}</dd>
            <dt>{t('deposit_fee')}</dt>
            <dd>{formatBalance(d.fee)}</dd>
            <dt>{t('adjustments_col_status')}</dt>
            <dd data-testid="deposit-dialog-status">{t(`deposit_status_${d.status}`)}</dd>
            {d.fourEyes && (
              <>
                <dt>{t('withdrawal_four_eyes')}</dt>
                <dd data-testid="deposit-four-eyes">
                  {d.firstApprovedBy
                    ? t('withdrawal_first_approved', { name: d.firstApprovedBy })
                    : t('withdrawal_two_approvals')}
                </dd>
              </>
            )}
            {d.decidedBy && (
              <>
                <dt>{t('withdrawal_decided_by')}</dt>
                <dd>
                  {d.decidedBy} · {formatStamp(d.settledAt)}
                </dd>
              </>
            )}
            {d.refuseReason && (
              <>
                <dt>{t('deposit_refuse_reason')}</dt>
                <dd>{d.refuseReason}</dd>
              </>
            )}
          </dl>
          {decidable && (
            <div className="actions">
              <p className="hint">{t('deposit_check_bank', { orderNo: d.orderNo })}</p>
              <label className="field">
                <span>{t('adjustment_reason')}</span>
                <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="deposit-reason" />
              </label>
              <button
                type="button"
                className="primary"
                disabled={decide.isPending}
                onClick={() => decide.mutate(true)}
                data-testid="deposit-confirm"
              >
                {t('deposit_confirm')}
              </button>
              <button
                type="button"
                className="danger"
                disabled={decide.isPending}
                onClick={() => decide.mutate(false)}
                data-testid="deposit-refuse"
              >
                {t('deposit_refuse')}
              </button>
            </div>
          )}
          <Dialog.Close className="close">{t('member_close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
