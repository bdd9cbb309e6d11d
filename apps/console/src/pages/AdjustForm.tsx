import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ADJUSTMENT_CATEGORIES, API, opsAdjustment, parseAmount, type OpsAdjustmentBody } from '@playhouse/contract';
import { opsCall } from '../lib/api';

/** A manual credit or debit of the member's MAIN wallet, with a category and a comment. */
export function AdjustForm({ merchant, memberId }: { merchant: string; memberId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState({ direction: 'credit', amount: '', category: 'correction', comment: '' });
  const minor = parseAmount(form.amount);
  const valid = minor !== null && minor > 0n && form.comment.trim() !== '';
  const send = useMutation({
    mutationFn: async () => {
      const body: OpsAdjustmentBody = {
        direction: form.direction as OpsAdjustmentBody['direction'],
        amount: String(minor),
        category: form.category as OpsAdjustmentBody['category'],
        comment: form.comment.trim(),
      };
      return opsAdjustment.parse(await opsCall(API.operator.memberAdjustments, { merchant, params: { id: memberId }, body }));
    },
    onSuccess: (a) => {
      setForm({ ...form, amount: '', comment: '' });
      void client.invalidateQueries({ queryKey: ['ops', merchant] });
      toast.success(t(a.status === 'posted' ? 'adjust_posted' : 'adjust_pending'));
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  return (
    <form
      className="actions"
      data-testid="adjust-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) send.mutate();
      }}
    >
      <h2>{t('adjust_title')}</h2>
      <label className="field">
        <span>{t('adjust_direction')}</span>
        <select value={form.direction} onChange={set('direction')} data-testid="adjust-direction">
          <option value="credit">{t('adjust_credit')}</option>
          <option value="debit">{t('adjust_debit')}</option>
        </select>
      </label>
      <label className="field">
        <span>{t('adjust_amount')}</span>
        <input value={form.amount} onChange={set('amount')} inputMode="decimal" data-testid="adjust-amount" />
        {form.amount !== '' && (minor === null || minor <= 0n) && <em className="field-error">{t('adjust_amount_invalid')}</em>}
      </label>
      <label className="field">
        <span>{t('adjust_category')}</span>
        <select value={form.category} onChange={set('category')} data-testid="adjust-category">
          {ADJUSTMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`category_${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('adjust_comment')}</span>
        <input value={form.comment} onChange={set('comment')} data-testid="adjust-comment" />
      </label>
      <button type="submit" className="primary" disabled={!valid || send.isPending} data-testid="adjust-submit">
        {t('adjust_submit')}
      </button>
    </form>
  );
}
