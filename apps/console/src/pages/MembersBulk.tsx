import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API, BULK_MAX_ROWS, MEMBER_BULK_ACTIONS, opsTask, type MemberBulkAction, type OpsBulkBody } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { TaskProgress, useStartedTask } from '../components/TaskProgress';
import { useListCount } from '../lib/list-count';

/**
 * One action on every member the filter matches, run on the server as a task (each member its
 * own audited action). The operator says how many it expects at most: more matches change nothing.
 */
export function MembersBulk({ merchant, filter, loaded }: { merchant: string; filter: OpsBulkBody['filter']; loaded: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<MemberBulkAction>('freeze');
  const [reason, setReason] = useState('');
  const count = useListCount(merchant, 'members', filter);
  const [max, setMax] = useState('');
  // The bound starts at what the filter matches now (exactly counted), else at what is on screen.
  const suggested = String(Math.max(count?.exact ? count.count : loaded, 1));
  const task = useStartedTask(merchant);
  const start = useMutation({
    mutationFn: async () =>
      opsTask.parse(
        await opsCall(API.operator.bulkTask, {
          merchant,
          body: { list: 'members', filter, action, reason: reason.trim(), max: Number(bound) } satisfies OpsBulkBody,
        }),
      ),
    onSuccess: (started) => {
      task.follow(started.id);
      setOpen(false);
      setReason('');
    },
    onError: (e: Error) => toast.error(e.message),
  });
  // The list shows what the task changed once it is over.
  const doneId = task.task?.status === 'done' ? task.task.id : null;
  useEffect(() => {
    if (doneId) void client.invalidateQueries({ queryKey: ['ops', merchant, 'members'] });
  }, [doneId, client, merchant]);
  const bound = max || suggested;
  const maxValid = /^\d+$/.test(bound) && Number(bound) >= 1 && Number(bound) <= BULK_MAX_ROWS;
  return (
    <>
      <button type="button" className="danger" onClick={() => setOpen(true)} data-testid="members-bulk">
        {t('bulk_open')}
      </button>
      <TaskProgress merchant={merchant} task={task.task} />
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="overlay" />
          <Dialog.Content className="dialog" aria-describedby={undefined} data-testid="bulk-dialog">
            <Dialog.Title>{t('bulk_title')}</Dialog.Title>
            <p className="hint">{t('bulk_hint')}</p>
            {count && (
              <p data-testid="bulk-count">
                {t(count.exact ? 'bulk_matching' : 'bulk_matching_about', { n: count.count.toLocaleString() })}
              </p>
            )}
            <form
              onSubmit={(e) => {
                e.preventDefault();
                start.mutate();
              }}
            >
              <label className="field">
                <span>{t('bulk_action')}</span>
                <select value={action} onChange={(e) => setAction(e.target.value as MemberBulkAction)} data-testid="bulk-action">
                  {MEMBER_BULK_ACTIONS.map((a) => (
                    <option key={a} value={a}>
                      {t(`bulk_action_${a}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>{t('member_reason')}</span>
                <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="bulk-reason" />
              </label>
              <label className="field">
                <span>{t('bulk_max')}</span>
                <input inputMode="numeric" value={bound} onChange={(e) => setMax(e.target.value)} data-testid="bulk-max" />
              </label>
              <button
                type="submit"
                className="danger"
                disabled={!reason.trim() || !maxValid || start.isPending}
                data-testid="bulk-submit"
              >
                {t('bulk_submit')}
              </button>
            </form>
            <Dialog.Close className="close">{t('member_close')}</Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
