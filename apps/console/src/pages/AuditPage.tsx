import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { API, auditPage, type AuditEntry } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { formatStamp } from '../lib/format';
import { fieldChanges } from '../lib/field-changes';
import { Grid } from '../components/Grid';
import { GridTools } from '../components/GridTools';
import { hiddenOf } from '../lib/grid-state';
import { ListError } from '../components/ListControls';
import { auditSearch } from '../search-schemas';

type AuditSearch = z.infer<typeof auditSearch>;
const FILTERS = ['action', 'targetType', 'targetId', 'operatorId'] as const;

/** The audit trail of the merchant: who did what to what, when, field by field, with the chain's check of the rows shown. */
export function AuditPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const search = useSearch({ from: '/$merchant/audit' });
  const navigate = useNavigate({ from: '/$merchant/audit' });
  const setSearch = (next: Partial<AuditSearch>) => void navigate({ search: (s) => ({ ...s, ...next }) });
  const { open, hide, ...filters } = search;
  const list = useInfiniteQuery({
    queryKey: ['ops', merchant, 'audit', filters],
    queryFn: async ({ pageParam }) =>
      auditPage.parse(await opsCall(API.operator.audit, { merchant, query: { ...filters, cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.rows) ?? [], [list.data]);
  const verified = list.data?.pages.every((p) => p.chainVerified);
  const chosen = rows.find((r) => r.id === open);
  // The form edits days: the URL's `to` is the start of the day after the last one.
  const [draft, setDraft] = useState<Partial<AuditSearch>>({
    ...filters,
    from: filters.from?.slice(0, 10),
    to: filters.to ? new Date(Date.parse(filters.to) - 86_400_000).toISOString().slice(0, 10) : undefined,
  });
  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      { id: 'seq', header: '#', accessorKey: 'seq' },
      { id: 'at', header: t('audit_col_at'), cell: ({ row }) => formatStamp(row.original.at) },
      {
        id: 'actor',
        header: t('audit_col_actor'),
        cell: ({ row }) => `${row.original.actor.name} (${row.original.role ?? row.original.actor.kind})`,
      },
      { id: 'action', header: t('audit_col_action'), accessorKey: 'action' },
      {
        id: 'target',
        header: t('audit_col_target'),
        cell: ({ row }) => (row.original.targetType ? `${row.original.targetType} ${row.original.targetId ?? ''}` : ''),
      },
      {
        id: 'intact',
        header: t('audit_col_intact'),
        cell: ({ row }) => (
          <span className={row.original.intact ? 'intact' : 'broken'} data-testid="audit-intact">
            {row.original.intact ? '✓' : t('audit_broken')}
          </span>
        ),
      },
    ],
    [t],
  );
  return (
    <main className="page">
      <h1>{t('audit_title')}</h1>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          const clean = Object.fromEntries(FILTERS.map((k) => [k, draft[k]?.trim() || undefined]));
          // Whole days in UTC, as the stamps read: from the start of the first to the end of the last.
          const day = (d: string | undefined, after: number) =>
            d ? new Date(Date.parse(`${d.slice(0, 10)}T00:00:00Z`) + after * 86_400_000).toISOString() : undefined;
          setSearch({ ...clean, from: day(draft.from, 0), to: day(draft.to, 1), open: undefined });
        }}
      >
        {FILTERS.map((k) => (
          <label key={k}>
            <span>{t(`audit_filter_${k}`)}</span>
            <input
              value={draft[k] ?? ''}
              onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
              data-testid={`audit-${k}`}
            />
          </label>
        ))}
        {(['from', 'to'] as const).map((k) => (
          <label key={k}>
            <span>{t(`audit_filter_${k}`)}</span>
            <input
              type="date"
              value={draft[k] ?? ''}
              onChange={(e) => setDraft({ ...draft, [k]: e.target.value || undefined })}
              data-testid={`audit-${k}`}
            />
          </label>
        ))}
        <button type="submit" data-testid="audit-apply">
          {t('audit_apply')}
        </button>
      </form>
      {list.data && (
        <p className={verified ? 'chain intact' : 'chain broken'} data-testid="audit-chain">
          {verified ? t('audit_chain_verified', { chain: list.data.pages[0]!.chain }) : t('audit_chain_broken')}
        </p>
      )}
      <GridTools
        merchant={merchant}
        list="audit"
        filter={filters}
        search={search}
        onApply={(s) => void navigate({ search: auditSearch.parse(s) })}
        columns={columns}
        hide={hide}
        onHide={(next) => setSearch({ hide: next })}
      />
      <ListError error={list.error} />
      <Grid
        testId="audit-grid"
        sort={{ column: 'at', value: filters.sort ?? 'newest', onChange: (sort) => setSearch({ sort }) }}
        hidden={hiddenOf(hide)}
        rows={rows}
        hasMore={!!list.hasNextPage}
        onMore={() => void list.fetchNextPage()}
        loading={list.isFetching}
        columns={columns}
        rowId={(r) => r.id}
        onOpen={(r) => setSearch({ open: r.id })}
        empty={t('audit_none')}
      />
      {chosen && <AuditDialog entry={chosen} onClose={() => setSearch({ open: undefined })} />}
    </main>
  );
}

/** One entry: who, when, from where, and its change field by field. */
function AuditDialog({ entry: e, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const changes = fieldChanges(e.before, e.after);
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer" data-testid="audit-entry" aria-describedby={undefined}>
          <Dialog.Title>
            {e.action} · #{e.seq}
          </Dialog.Title>
          <dl className="facts">
            <dt>{t('audit_col_actor')}</dt>
            <dd>
              {e.actor.name} ({e.role ?? e.actor.kind})
            </dd>
            <dt>{t('audit_col_at')}</dt>
            <dd>{formatStamp(e.at)}</dd>
            <dt>{t('audit_ip')}</dt>
            <dd>{e.ip}</dd>
            <dt>{t('audit_col_target')}</dt>
            <dd>
              {e.targetType} {e.targetId}
            </dd>
            <dt>{t('audit_hash')}</dt>
            <dd className="hash">{e.hash}</dd>
          </dl>
          <table className="mini" data-testid="audit-changes">
            <thead>
              <tr>
                <th>{t('audit_field')}</th>
                <th>{t('audit_before')}</th>
                <th>{t('audit_after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.field} className={c.changed ? 'changed' : ''} data-testid="audit-change" data-field={c.field}>
                  <td>{c.field}</td>
                  <td>{c.before}</td>
                  <td>{c.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Dialog.Close className="close">{t('member_close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
