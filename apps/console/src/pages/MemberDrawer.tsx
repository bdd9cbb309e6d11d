import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API, opsMemberDetail, type OpsMemberDetail } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { can, useMe } from '../lib/session';
import { Link } from '@tanstack/react-router';
import { MemberFacts } from './member/MemberFacts';
import { AdjustForm } from './AdjustForm';

/** One member, beside the list: profile, agent path, balances, open sessions; freeze and unfreeze for who may. */
export function MemberDrawer({ merchant, memberId, onClose }: { merchant: string; memberId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const key = ['ops', merchant, 'member', memberId];
  const member = useQuery({
    queryKey: key,
    queryFn: async () => opsMemberDetail.parse(await opsCall(API.operator.member, { merchant, params: { id: memberId } })),
  });
  // Freeze or unfreeze, and the other actions on the member: each with the reason typed above it.
  const ACTIONS = {
    freeze: [API.operator.freezeMember, 'member_frozen_done'],
    unfreeze: [API.operator.unfreezeMember, 'member_unfrozen_done'],
    endSessions: [API.operator.endMemberSessions, 'member_sessions_ended'],
    unlock: [API.operator.unlockMember, 'member_unlocked'],
    resetPassword: [API.operator.resetMemberPassword, 'member_password_reset_done'],
  } as const;
  const change = useMutation({
    mutationFn: async (action: keyof typeof ACTIONS) => ({
      action,
      member: opsMemberDetail.parse(await opsCall(ACTIONS[action][0], { merchant, params: { id: memberId }, body: { reason } })),
    }),
    onSuccess: ({ action, member: m }: { action: keyof typeof ACTIONS; member: OpsMemberDetail }) => {
      client.setQueryData(key, m);
      void client.invalidateQueries({ queryKey: ['ops', merchant, 'members'] });
      setReason('');
      toast.success(t(ACTIONS[action][1], { username: m.username }));
    },
    onError: (e: Error) => toast.error(e.message),
  });

  const m = member.data;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer" data-testid="member-drawer" aria-describedby={undefined}>
          <Dialog.Title>{m ? t('member_title', { username: m.username }) : t('loading')}</Dialog.Title>
          {member.error && (
            <p role="alert" className="form-error">
              {member.error.message}
            </p>
          )}
          {m && (
            <>
              <MemberFacts member={m} />
              <Link
                to="/$merchant/members/$id"
                params={{ merchant, id: m.id }}
                search={{ tab: 'overview' }}
                className="button"
                data-testid="member-full-view"
              >
                {t('member_full_view')}
              </Link>
              {can(me.data, 'adjustments.request') && <AdjustForm merchant={merchant} memberId={m.id} />}
              {can(me.data, 'members.manage') && m.status !== 'disabled' && (
                <form
                  className="actions"
                  onSubmit={(e) => {
                    e.preventDefault();
                    change.mutate(m.status === 'active' ? 'freeze' : 'unfreeze');
                  }}
                >
                  <label className="field">
                    <span>{t('member_reason')}</span>
                    <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="member-reason" />
                  </label>
                  <button
                    type="submit"
                    className="danger"
                    disabled={!reason.trim() || change.isPending}
                    data-testid="member-status-change"
                  >
                    {t(m.status === 'active' ? 'member_freeze' : 'member_unfreeze')}
                  </button>
                  <div className="row-actions">
                    {(['endSessions', 'unlock', 'resetPassword'] as const).map((action) => (
                      <button
                        key={action}
                        type="button"
                        disabled={!reason.trim() || change.isPending}
                        onClick={() => change.mutate(action)}
                        data-testid={`member-${action}`}
                      >
                        {t(`member_action_${action}`)}
                      </button>
                    ))}
                  </div>
                </form>
              )}
            </>
          )}
          <Dialog.Close className="close">{t('member_close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
