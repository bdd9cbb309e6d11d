import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API, opsMemberRevealed } from '@playhouse/contract';
import { opsCall } from '../../lib/api';

/** The member's personal data whole, on purpose: a reason first, then the data (the server audits each reveal). */
export function PersonalData({ merchant, memberId }: { merchant: string; memberId: string }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const reveal = useMutation({
    mutationFn: async () =>
      opsMemberRevealed.parse(
        await opsCall(API.operator.memberReveal, { merchant, params: { id: memberId }, body: { reason: reason.trim() } }),
      ),
    onError: (e: Error) => toast.error(e.message),
  });
  const data = reveal.data;
  return (
    <section>
      <h2>{t('member_personal')}</h2>
      {data ? (
        <dl className="facts" data-testid="member-revealed">
          <dt>{t('members_col_mobile')}</dt>
          <dd>{data.mobile ?? '—'}</dd>
          <dt>{t('members_col_email')}</dt>
          <dd>{data.email ?? '—'}</dd>
          <dt>{t('member_payee_name')}</dt>
          <dd>{data.payeeName ?? '—'}</dd>
        </dl>
      ) : (
        <form
          className="actions"
          onSubmit={(e) => {
            e.preventDefault();
            reveal.mutate();
          }}
        >
          <p className="hint">{t('member_reveal_hint')}</p>
          <label className="field">
            <span>{t('member_reason')}</span>
            <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="member-reveal-reason" />
          </label>
          <button type="submit" disabled={!reason.trim() || reveal.isPending} data-testid="member-reveal">
            {t('member_reveal')}
          </button>
        </form>
      )}
    </section>
  );
}
