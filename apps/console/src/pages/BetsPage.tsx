import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { API, BET_STATUSES, opsBetPage, type OpsBet } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { useCursorList } from '../lib/cursor-list';
import { formatBalance, formatStamp } from '../lib/format';
import { hiddenOf } from '../lib/grid-state';
import { Grid } from '../components/Grid';
import { GridTools } from '../components/GridTools';
import { ListError, SinceChip, StatusFilter } from '../components/ListControls';
import { betsSearch } from '../search-schemas';

type BetsSearch = z.infer<typeof betsSearch>;

/** Every vendor's and the lottery's bets of the merchant, newest recorded first. */
export function BetsPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const search = useSearch({ from: '/$merchant/bets' });
  const navigate = useNavigate({ from: '/$merchant/bets' });
  const setSearch = (next: Partial<BetsSearch>) => void navigate({ search: (s) => ({ ...s, ...next }) });
  const { hide, ...filter } = search;
  const [vendor, setVendor] = useState(search.vendor ?? '');
  const list = useCursorList(['ops', merchant, 'bets', filter], async (cursor) =>
    opsBetPage.parse(await opsCall(API.operator.bets, { merchant, query: { ...filter, cursor } })),
  );
  const columns = useMemo<ColumnDef<OpsBet, unknown>[]>(
    () => [
      { id: 'placedAt', header: t('bets_col_placed'), cell: ({ row }) => formatStamp(row.original.placedAt) },
      { id: 'member', header: t('withdrawals_col_member'), accessorKey: 'member' },
      { id: 'vendor', header: t('bets_col_vendor'), accessorKey: 'vendor' },
      { id: 'game', header: t('bets_col_game'), accessorKey: 'game' },
      { id: 'roundId', header: t('bets_col_round'), accessorKey: 'roundId' },
      { id: 'stake', header: t('bets_col_stake'), cell: ({ row }) => formatBalance(row.original.stake) },
      { id: 'win', header: t('bets_col_win'), cell: ({ row }) => formatBalance(row.original.win) },
      { id: 'status', header: t('adjustments_col_status'), cell: ({ row }) => t(`bet_status_${row.original.status}`) },
      { id: 'settledAt', header: t('bets_col_settled'), cell: ({ row }) => formatStamp(row.original.settledAt) },
    ],
    [t],
  );
  return (
    <main className="page">
      <h1>{t('bets_title')}</h1>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ vendor: vendor.trim() || undefined });
        }}
      >
        <label>
          <span>{t('bets_col_vendor')}</span>
          <input value={vendor} onChange={(e) => setVendor(e.target.value)} data-testid="bets-vendor" />
        </label>
        <button type="submit">{t('audit_apply')}</button>
      </form>
      <StatusFilter
        value={search.status}
        statuses={BET_STATUSES}
        textPrefix="bet_status_"
        onChange={(status) => setSearch({ status })}
        testId="bets-status"
      />
      <GridTools
        merchant={merchant}
        list="bets"
        filter={filter}
        search={search}
        onApply={(s) => void navigate({ search: betsSearch.parse(s) })}
        columns={columns}
        hide={hide}
        onHide={(next) => setSearch({ hide: next })}
      />
      <SinceChip since={search.since} onClear={() => setSearch({ since: undefined })} />
      <SinceChip since={search.settledSince} onClear={() => setSearch({ settledSince: undefined })} />
      <ListError error={list.error} />
      <Grid
        testId="bets-grid"
        sort={{ column: 'placedAt', value: search.sort ?? 'newest', onChange: (sort) => setSearch({ sort }) }}
        hidden={hiddenOf(hide)}
        {...list.paging}
        columns={columns}
        rowId={(r) => r.id}
        onOpen={(r) => void navigate({ to: '/$merchant/members', params: { merchant }, search: { by: 'username', q: r.member } })}
        empty={t('bets_none')}
      />
    </main>
  );
}
