import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { API, opsAdjustmentPage, opsBetPage, operatorDepositPage, operatorWithdrawalPage } from '@playhouse/contract';
import { opsCall } from '../../lib/api';
import { useCursorList } from '../../lib/cursor-list';
import { formatBalance, formatStamp } from '../../lib/format';
import { Grid } from '../../components/Grid';
import { ListError } from '../../components/ListControls';

type Row = { id: string } & Record<string, unknown>;
const money =
  (k: string) =>
  ({ row }: { row: { original: Row } }) =>
    formatBalance(String(row.original[k]));
const stamp =
  (k: string) =>
  ({ row }: { row: { original: Row } }) =>
    formatStamp((row.original[k] as string | null) ?? null);

/** Each of the member's lists: the merchant-wide list call filtered by the member, and its columns here. */
const LISTS = {
  bets: {
    path: API.operator.bets,
    page: opsBetPage,
    query: {},
    columns: (t: TFunction): ColumnDef<Row, unknown>[] => [
      { id: 'placedAt', header: t('bets_col_placed'), cell: stamp('placedAt') },
      { id: 'vendor', header: t('bets_col_vendor'), accessorKey: 'vendor' },
      { id: 'game', header: t('bets_col_game'), accessorKey: 'game' },
      { id: 'stake', header: t('bets_col_stake'), cell: money('stake') },
      { id: 'win', header: t('bets_col_win'), cell: money('win') },
      { id: 'status', header: t('adjustments_col_status'), cell: ({ row }) => t(`bet_status_${String(row.original.status)}`) },
    ],
  },
  deposits: {
    path: API.operator.deposits,
    page: operatorDepositPage,
    query: {},
    columns: (t: TFunction): ColumnDef<Row, unknown>[] => [
      { id: 'createdAt', header: t('deposits_col_created'), cell: stamp('createdAt') },
      { id: 'orderNo', header: t('deposits_col_order'), accessorKey: 'orderNo' },
      { id: 'channel', header: t('deposits_col_channel'), accessorKey: 'channelName' },
      { id: 'amount', header: t('withdrawals_col_amount'), cell: money('amount') },
      {
        id: 'status',
        header: t('adjustments_col_status'),
        cell: ({ row }) => t(`deposit_status_${String(row.original.status)}`),
      },
    ],
  },
  withdrawals: {
    path: API.operator.withdrawals,
    page: operatorWithdrawalPage,
    query: { view: 'all' },
    columns: (t: TFunction): ColumnDef<Row, unknown>[] => [
      { id: 'createdAt', header: t('withdrawals_col_requested_at'), cell: stamp('createdAt') },
      { id: 'amount', header: t('withdrawals_col_amount'), cell: money('amount') },
      { id: 'bank', header: t('withdrawals_col_bank'), accessorKey: 'bankName' },
      { id: 'account', header: t('member_account_number'), accessorKey: 'accountNumber' },
      { id: 'status', header: t('adjustments_col_status'), accessorKey: 'status' },
    ],
  },
  adjustments: {
    path: API.operator.adjustments,
    page: opsAdjustmentPage,
    query: {},
    columns: (t: TFunction): ColumnDef<Row, unknown>[] => [
      { id: 'requestedAt', header: t('adjustments_col_requested_at'), cell: stamp('requestedAt') },
      { id: 'amount', header: t('adjustments_col_amount'), cell: money('amount') },
      {
        id: 'category',
        header: t('adjustments_col_category'),
        cell: ({ row }) => t(`category_${String(row.original.category)}`),
      },
      {
        id: 'status',
        header: t('adjustments_col_status'),
        cell: ({ row }) => t(`adjustment_status_${String(row.original.status)}`),
      },
      { id: 'requestedBy', header: t('adjustments_col_requested_by'), accessorKey: 'requestedBy' },
    ],
  },
} satisfies Record<
  string,
  { path: string; page: z.ZodType; query: Record<string, string>; columns: (t: TFunction) => ColumnDef<Row, unknown>[] }
>;

/** One of the member's lists (bets, deposits, withdrawals, adjustments), newest first by cursor. */
export function MemberLists({ merchant, memberId, list }: { merchant: string; memberId: string; list: keyof typeof LISTS }) {
  const { t } = useTranslation();
  const spec = LISTS[list];
  const rows = useCursorList(
    ['ops', merchant, list, 'member', memberId],
    async (cursor) =>
      spec.page.parse(await opsCall(spec.path, { merchant, query: { ...spec.query, memberId, cursor } })) as {
        rows: Row[];
        next: string | null;
      },
  );
  const columns = useMemo(() => spec.columns(t), [spec, t]);
  return (
    <section>
      <ListError error={rows.error} />
      <Grid
        testId={`member-${list}-grid`}
        {...rows.paging}
        columns={columns}
        rowId={(r) => r.id}
        onOpen={() => {}}
        empty={t('member_list_none')}
      />
    </section>
  );
}
