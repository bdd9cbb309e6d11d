import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { API, opsTask, opsView, type GridList, type OpsExportBody } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { hiddenOf, hideOf, viewSearchOf } from '../lib/grid-state';
import { useListCount } from '../lib/list-count';
import { TaskProgress, useStartedTask } from './TaskProgress';

/**
 * The tools above a list's grid: the operator's saved views (stored on the server, applied as
 * the URL they keep), the column choice, and the export of everything the filter matches.
 */
export function GridTools({
  merchant,
  list,
  filter,
  search,
  onApply,
  columns: defs,
  hide,
  onHide,
}: {
  merchant: string;
  list: GridList;
  /** The list's filter as the list call takes it (without paging). */
  filter: OpsExportBody['filter'];
  /** The list's whole URL state, saved as a view. */
  search: Record<string, unknown>;
  onApply: (search: Record<string, string>) => void;
  /** The grid's columns (their ids and headers). */
  columns: { id?: string | undefined; header?: unknown }[];
  /** The URL's hidden columns, and how to change them. */
  hide: string | undefined;
  onHide: (hide: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const columns = defs.map((c) => ({ id: c.id ?? '', label: typeof c.header === 'string' ? c.header : (c.id ?? '') }));
  const hidden = hiddenOf(hide);
  const onHidden = (next: string[]) => onHide(hideOf(next));
  const exporting = useStartedTask(merchant);
  const count = useListCount(merchant, list, filter);
  const start = useMutation({
    mutationFn: async () =>
      opsTask.parse(await opsCall(API.operator.exportTask, { merchant, body: { list, filter } as OpsExportBody })),
    onSuccess: (task) => exporting.follow(task.id),
    onError: (e: Error) => toast.error(e.message),
  });
  return (
    <div className="grid-tools" data-testid={`${list}-tools`}>
      {count && (
        <span className="hint" data-testid="grid-count">
          {t(count.exact ? 'grid_count' : 'grid_count_about', { count: count.count, n: count.count.toLocaleString() })}
        </span>
      )}
      <SavedViews merchant={merchant} list={list} search={search} onApply={onApply} />
      <Popover.Root>
        <Popover.Trigger asChild>
          <button type="button" data-testid="grid-columns">
            {t('grid_columns')}
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="menu" align="start" data-testid="grid-columns-menu">
            {columns.map((c) => (
              <label key={c.id} className="check">
                <input
                  type="checkbox"
                  checked={!hidden.includes(c.id)}
                  // The last column shown stays: a grid without columns shows nothing to bring them back from.
                  disabled={!hidden.includes(c.id) && hidden.length >= columns.length - 1}
                  onChange={(e) => onHidden(e.target.checked ? hidden.filter((h) => h !== c.id) : [...hidden, c.id])}
                  data-testid={`grid-column-${c.id}`}
                />
                <span>{c.label}</span>
              </label>
            ))}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <button type="button" onClick={() => start.mutate()} disabled={start.isPending} data-testid="grid-export">
        {t('grid_export')}
      </button>
      <TaskProgress merchant={merchant} task={exporting.task} />
    </div>
  );
}

const viewList = z.array(opsView);

/** The operator's saved views of this list: apply one, save the list as it is now, delete one. */
function SavedViews({
  merchant,
  list,
  search,
  onApply,
}: {
  merchant: string;
  list: GridList;
  search: Record<string, unknown>;
  onApply: (search: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const key = ['ops', merchant, 'views', list];
  const views = useQuery({
    queryKey: key,
    queryFn: async () => viewList.parse(await opsCall(API.operator.views, { merchant, query: { list } })),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: async () =>
      opsView.parse(
        await opsCall(API.operator.views, { merchant, body: { list, name: name.trim(), search: viewSearchOf(search) } }),
      ),
    onSuccess: (v) => {
      setName('');
      refresh();
      toast.success(t('grid_view_saved', { name: v.name }));
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => opsCall(API.operator.view, { merchant, method: 'DELETE', params: { id } }),
    onSuccess: refresh,
    onError: (e: Error) => toast.error(e.message),
  });
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button type="button" data-testid="grid-views">
          {t('grid_views')}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="menu" align="start" data-testid="grid-views-menu">
          {views.data?.length === 0 && <p className="hint">{t('grid_views_none')}</p>}
          <ul className="views">
            {views.data?.map((v) => (
              <li key={v.id}>
                <Popover.Close asChild>
                  <button
                    type="button"
                    className="link"
                    onClick={() => onApply(v.search as Record<string, string>)}
                    data-testid="grid-view"
                  >
                    {v.name}
                  </button>
                </Popover.Close>
                <button
                  type="button"
                  aria-label={t('grid_view_delete', { name: v.name })}
                  onClick={() => remove.mutate(v.id)}
                  data-testid="grid-view-delete"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) save.mutate();
            }}
          >
            <label className="field">
              <span>{t('grid_view_name')}</span>
              <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} data-testid="grid-view-name" />
            </label>
            <button type="submit" className="primary" disabled={!name.trim() || save.isPending} data-testid="grid-view-save">
              {t('grid_view_save')}
            </button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
