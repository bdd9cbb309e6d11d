import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API, opsTask, type OpsTask } from '@playhouse/contract';
import { opsCall, opsDownload } from '../lib/api';

const finished = (t: OpsTask | undefined) => t?.status === 'done' || t?.status === 'failed';

/** A background task the operator just started, followed every second until it ends. */
export function useStartedTask(merchant: string) {
  const [id, setId] = useState<string | null>(null);
  const task = useQuery({
    queryKey: ['ops', merchant, 'task', id],
    enabled: id !== null,
    queryFn: async () => opsTask.parse(await opsCall(API.operator.task, { merchant, params: { id: id! } })),
    refetchInterval: (q) => (finished(q.state.data) ? false : 1000),
  });
  return { follow: setId, task: task.data ?? null };
}

/** Where a task stands: queued, rows so far, the file to download, or the rows a bulk action could not change. */
export function TaskProgress({ merchant, task }: { merchant: string; task: OpsTask | null }) {
  const { t } = useTranslation();
  if (!task) return null;
  const verb = task.kind === 'export' ? 'export' : 'bulk';
  return (
    <div className="task" role="status" data-testid="task-progress" data-status={task.status}>
      {task.status === 'queued' && <span>{t('task_queued')}</span>}
      {task.status === 'running' && <span>{t(`task_running_${verb}`, { count: task.done })}</span>}
      {task.status === 'failed' && <span className="form-error">{t(task.error ?? 'unknown_error')}</span>}
      {task.status === 'done' && (
        <span data-testid="task-done">{t(`task_done_${verb}`, { count: task.done, failed: task.failed })}</span>
      )}
      {task.download && (
        <button
          type="button"
          className="primary"
          onClick={() =>
            opsDownload(task.download!, `${merchant}-${task.list}-${task.id}.csv`, merchant).catch((e: Error) =>
              toast.error(e.message),
            )
          }
          data-testid="task-download"
        >
          {t('task_download')}
        </button>
      )}
      {task.failures.length > 0 && (
        <ul className="failures" data-testid="task-failures">
          {task.failures.map((f) => (
            <li key={f.row}>{t('task_failure', { row: f.row, reason: t(f.code) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
