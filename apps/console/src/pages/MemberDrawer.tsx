import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API, opsMemberDetail, type OpsMemberDetail } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { can, useMe } from '../lib/session';
import { formatBalance, formatStamp } from '../lib/format';
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
              <section>
                <h2>{t('member_profile')}</h2>
                <dl className="facts">
                  <dt>{t('members_col_nickname')}</dt>
                  <dd>{m.nickname}</dd>
                  <dt>{t('members_col_status')}</dt>
                  <dd>
                    <span className={`status status-${m.status}`} data-testid="member-status">
                      {t(`status_${m.status}`)}
                    </span>
                  </dd>
                  <dt>{t('member_type')}</dt>
                  <dd>{m.type}</dd>
                  <dt>{t('members_col_mobile')}</dt>
                  <dd>{m.mobile}</dd>
                  <dt>{t('members_col_email')}</dt>
                  <dd>{m.email}</dd>
                  <dt>{t('members_col_created')}</dt>
                  <dd>{formatStamp(m.createdAt)}</dd>
                  <dt>{t('members_col_last_login')}</dt>
                  <dd>{formatStamp(m.lastLoginAt)}</dd>
                  <dt>{t('member_sessions')}</dt>
                  <dd data-testid="member-sessions">{m.activeSessions}</dd>
                </dl>
              </section>
              <section>
                <h2>{t('member_agent_path')}</h2>
                <p data-testid="member-agent-path">
                  {m.agentPath.length ? m.agentPath.map((a) => a.username).join(' › ') : t('member_agent_path_none')}
                </p>
              </section>
              <section>
                <h2>{t('member_balances')}</h2>
                <dl className="facts" data-testid="member-balances">
                  {m.balances.map((b) => (
                    <div key={b.wallet} className="fact">
                      <dt>{b.wallet}</dt>
                      <dd>{formatBalance(b.balance)}</dd>
                    </div>
                  ))}
                </dl>
              </section>
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
