import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API, opsMemberPage, type OpsMemberDetail } from '@playhouse/contract';
import { opsCall } from '../../lib/api';

/**
 * The member's place in the agent network: its prize group and its upline, changed within the
 * agent rules (the server refuses a group above the upline's or below a downline's, and a move
 * under the member's own team).
 */
export function AgentSettings({ merchant, member }: { merchant: string; member: OpsMemberDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [group, setGroup] = useState(String(member.prizeGroup));
  const [reason, setReason] = useState('');
  const [upline, setUpline] = useState(member.upline ?? '');
  const refresh = () => void client.invalidateQueries({ queryKey: ['ops', merchant, 'member', member.id] });
  const params = { id: member.id };
  const saveGroup = useMutation({
    mutationFn: async () =>
      opsCall(API.operator.agentPrizeGroup, {
        merchant,
        params,
        method: 'PUT',
        body: { prizeGroup: Number(group), reason: reason.trim() },
      }),
    onSuccess: () => {
      refresh();
      toast.success(t('agent_group_saved'));
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const move = useMutation({
    mutationFn: async () => {
      const name = upline.trim();
      let uplineId: string | null = null;
      if (name) {
        // The upline by its exact username (the search matches a prefix).
        const found = opsMemberPage.parse(
          await opsCall(API.operator.members, { merchant, query: { by: 'username', q: name, limit: 20 } }),
        );
        const agent = found.rows.find((r) => r.username.toLowerCase() === name.toLowerCase());
        if (!agent) throw new Error(t('agent_upline_unknown', { name }));
        uplineId = agent.id;
      }
      return opsCall(API.operator.agentUpline, { merchant, params, method: 'PUT', body: { uplineId } });
    },
    onSuccess: () => {
      refresh();
      toast.success(t('agent_upline_saved'));
    },
    onError: (e: Error) => toast.error(e.message),
  });
  return (
    <section data-testid="member-agent">
      <h2>{t('agent_settings')}</h2>
      <form
        className="actions"
        onSubmit={(e) => {
          e.preventDefault();
          saveGroup.mutate();
        }}
      >
        <label className="field">
          <span>{t('agent_prize_group')}</span>
          <input inputMode="numeric" value={group} onChange={(e) => setGroup(e.target.value)} data-testid="agent-prize-group" />
        </label>
        <label className="field">
          <span>{t('member_reason')}</span>
          <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="agent-group-reason" />
        </label>
        <button
          type="submit"
          disabled={!/^\d{4}$/.test(group) || !reason.trim() || saveGroup.isPending}
          data-testid="agent-group-save"
        >
          {t('agent_group_save')}
        </button>
      </form>
      <form
        className="actions"
        onSubmit={(e) => {
          e.preventDefault();
          move.mutate();
        }}
      >
        <label className="field">
          <span>{t('agent_upline')}</span>
          <input value={upline} onChange={(e) => setUpline(e.target.value)} data-testid="agent-upline" />
        </label>
        <button type="submit" disabled={move.isPending} data-testid="agent-upline-save">
          {t('agent_upline_save')}
        </button>
      </form>
    </section>
  );
}
