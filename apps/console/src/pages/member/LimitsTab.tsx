import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API, parseAmount } from '@playhouse/contract';
import { RG_LIMIT_KINDS, RG_PERIODS, rgOpsAnswer, type RgLimitKind, type RgPeriod } from '@playhouse/contract/engagement';
import { opsCall } from '../../lib/api';
import { formatBalance, formatStamp } from '../../lib/format';

/** The member's responsible-gaming limits and exclusion; an operator may lower a limit (or set a first one), with a reason. */
export function LimitsTab({ merchant, memberId, canLower }: { merchant: string; memberId: string; canLower: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['ops', merchant, 'member', memberId, 'rg'];
  const params = { id: memberId };
  const rg = useQuery({
    queryKey: key,
    queryFn: async () => rgOpsAnswer.parse(await opsCall(API.responsibleGaming.ops.member, { merchant, params })),
  });
  const [kind, setKind] = useState<RgLimitKind>('deposit');
  const [period, setPeriod] = useState<RgPeriod>('day');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const minor = parseAmount(amount);
  const lower = useMutation({
    mutationFn: async () =>
      rgOpsAnswer.parse(
        await opsCall(API.responsibleGaming.ops.member, {
          merchant,
          params,
          method: 'PUT',
          body: { lower: { kind, period, amount: String(minor) }, reason: reason.trim() },
        }),
      ),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      setAmount('');
      setReason('');
      toast.success(t('rg_lowered'));
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const r = rg.data;
  if (!r) return <p className="loading">{t('loading')}</p>;
  return (
    <div className="columns">
      <section>
        <h2>{t('rg_limits')}</h2>
        <table className="mini" data-testid="member-limits">
          <tbody>
            {r.limits
              .filter((l) => l.amount !== null || l.pending)
              .map((l) => (
                <tr key={`${l.kind}-${l.period}`} data-testid={`limit-${l.kind}-${l.period}`}>
                  <td>{t(`rg_kind_${l.kind}`)}</td>
                  <td>{t(`rg_period_${l.period}`)}</td>
                  <td>{l.amount === null ? '—' : formatBalance(l.amount)}</td>
                  <td>{t('rg_used', { used: formatBalance(l.used) })}</td>
                  <td>{l.pending ? t('rg_pending', { at: formatStamp(l.pending.effectiveAt) }) : ''}</td>
                </tr>
              ))}
          </tbody>
        </table>
        <p data-testid="member-exclusion">
          {r.exclusion
            ? r.exclusion.forever
              ? t('rg_excluded_forever')
              : t('rg_excluded_until', { until: formatStamp(r.exclusion.until) })
            : t('rg_not_excluded_text')}
        </p>
      </section>
      {canLower && (
        <form
          className="actions"
          onSubmit={(e) => {
            e.preventDefault();
            lower.mutate();
          }}
        >
          <h2>{t('rg_lower_title')}</h2>
          <p className="hint">{t('rg_lower_hint')}</p>
          <label className="field">
            <span>{t('rg_kind')}</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as RgLimitKind)} data-testid="rg-kind">
              {RG_LIMIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`rg_kind_${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('rg_period')}</span>
            <select value={period} onChange={(e) => setPeriod(e.target.value as RgPeriod)} data-testid="rg-period">
              {RG_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`rg_period_${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('rg_amount')}</span>
            <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="rg-amount" />
          </label>
          <label className="field">
            <span>{t('member_reason')}</span>
            <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="rg-reason" />
          </label>
          <button
            type="submit"
            className="danger"
            disabled={minor === null || minor <= 0n || !reason.trim() || lower.isPending}
            data-testid="rg-lower"
          >
            {t('rg_lower')}
          </button>
        </form>
      )}
    </div>
  );
}
