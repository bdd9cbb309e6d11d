import { useEffect, useMemo, useState } from 'react';
import { useCursorList } from '../lib/cursor-list';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  API,
  MEMBER_SEARCH_KEYS,
  MEMBER_STATUSES,
  ONLINE_MINUTES,
  opsMemberPage,
  opsMemberQuery,
  type OpsMemberRow,
} from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { formatStamp } from '../lib/format';
import { Grid } from '../components/Grid';
import { GridTools } from '../components/GridTools';
import { gridHide, hiddenOf } from '../lib/grid-state';
import { can, useMe } from '../lib/session';
import { MembersBulk } from './MembersBulk';
import { MemberDrawer } from './MemberDrawer';

/** The members list's state in the URL: the contract's query (key, search, status) and the open member. */
export const membersSearch = opsMemberQuery
  .pick({ by: true, q: true, status: true, online: true })
  .extend({
    hide: gridHide,
    open: z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
  })
  .catch({ by: 'username', q: '' });
export type MembersSearch = z.infer<typeof membersSearch>;

export function MembersPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const search = useSearch({ from: '/$merchant/members' });
  const navigate = useNavigate({ from: '/$merchant/members' });
  const [draft, setDraft] = useState({ by: search.by, q: search.q });
  // The form follows the URL (a link, back and forward): the URL is the list's state.
  useEffect(() => setDraft({ by: search.by, q: search.q }), [search.by, search.q]);
  const setSearch = (next: Partial<MembersSearch>) => void navigate({ search: (s) => ({ ...s, ...next }) });
  const me = useMe();
  const filter = { by: search.by, q: search.q, status: search.status, online: search.online };

  const list = useCursorList(['ops', merchant, 'members', filter], async (cursor) =>
    opsMemberPage.parse(await opsCall(API.operator.members, { merchant, query: { ...filter, cursor } })),
  );

  const columns = useMemo<ColumnDef<OpsMemberRow, unknown>[]>(
    () => [
      { id: 'username', header: t('members_col_username'), accessorKey: 'username' },
      { id: 'nickname', header: t('members_col_nickname'), accessorKey: 'nickname' },
      {
        id: 'status',
        header: t('members_col_status'),
        cell: ({ row }) => <span className={`status status-${row.original.status}`}>{t(`status_${row.original.status}`)}</span>,
      },
      { id: 'mobile', header: t('members_col_mobile'), accessorKey: 'mobile' },
      { id: 'email', header: t('members_col_email'), accessorKey: 'email' },
      { id: 'upline', header: t('members_col_upline'), accessorKey: 'upline' },
      { id: 'created', header: t('members_col_created'), cell: ({ row }) => formatStamp(row.original.createdAt) },
      { id: 'lastLogin', header: t('members_col_last_login'), cell: ({ row }) => formatStamp(row.original.lastLoginAt) },
    ],
    [t],
  );

  return (
    <main className="page">
      <h1>{t('members_title')}</h1>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ by: draft.by, q: draft.q.trim(), open: undefined });
        }}
      >
        <label>
          <span>{t('members_search_by')}</span>
          <select
            value={draft.by}
            onChange={(e) => setDraft({ ...draft, by: e.target.value as MembersSearch['by'] })}
            data-testid="members-by"
          >
            {MEMBER_SEARCH_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`members_by_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('members_search_q')}</span>
          <input value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} data-testid="members-q" />
        </label>
        <label>
          <span>{t('members_col_status')}</span>
          <select
            value={search.status ?? ''}
            onChange={(e) => setSearch({ status: (e.target.value || undefined) as MembersSearch['status'] })}
            data-testid="members-status"
          >
            <option value="">{t('members_status_any')}</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={search.online === 'true'}
            onChange={(e) => setSearch({ online: e.target.checked ? 'true' : undefined, open: undefined })}
            data-testid="members-online"
          />
          <span>{t('members_online', { minutes: ONLINE_MINUTES })}</span>
        </label>
        <button type="submit" className="primary" data-testid="members-find">
          {t('members_search_submit')}
        </button>
      </form>
      <div className="toolbar">
        <GridTools
          merchant={merchant}
          list="members"
          filter={filter}
          search={search}
          onApply={(s) => void navigate({ search: membersSearch.parse(s) })}
          columns={columns}
          hide={search.hide}
          onHide={(hide) => setSearch({ hide })}
        />
        {can(me.data, 'members.manage') && <MembersBulk merchant={merchant} filter={filter} loaded={list.rows.length} />}
      </div>
      {list.error && (
        <p role="alert" className="form-error">
          {list.error.message}
        </p>
      )}
      <Grid
        testId="members-grid"
        {...list.paging}
        columns={columns}
        hidden={hiddenOf(search.hide)}
        rowId={(r) => r.id}
        onOpen={(r) => setSearch({ open: r.id })}
        empty={t('members_none')}
      />
      {search.open && <MemberDrawer merchant={merchant} memberId={search.open} onClose={() => setSearch({ open: undefined })} />}
    </main>
  );
}
