import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseAmount, PROOF_RULES } from '@playhouse/contract';
import { Button } from '../../../components/ui/Button';
import { AmountField } from '../../../components/ui/AmountField';
import { useConfirmReceipt } from '../api/withdrawals';
import { checkProofs, toUploads } from './proof-files';
import { FormError } from '../../../components/ui/FormError';
import { applyApiError } from '../../../lib/forms/api-errors';
import { msg } from '../../../lib/forms/messages';
import { useMessage } from '../../../lib/forms/use-message';

const MB = PROOF_RULES.maxBytes / 1024 / 1024;

/** The part that arrived (below the withdrawal amount), then the proof images; the first problem only, as one line. */
const disputeSchema = (amount: string) =>
  z.object({ arrived: z.string(), files: z.array(z.instanceof(File)) }).superRefine(async (v, ctx) => {
    const part = v.arrived.trim() ? parseAmount(v.arrived) : 0n;
    if (part === null || part < 0n || part >= BigInt(amount)) {
      return ctx.addIssue({ code: 'custom', path: ['arrived'], message: msg('pay_received_amount_invalid') });
    }
    const problem = await checkProofs(v.files);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: ['files'],
        message: msg(`pay_proof_${problem}`, { max: PROOF_RULES.maxFiles, mb: MB }),
      });
  });
type Values = z.output<ReturnType<typeof disputeSchema>>;

/**
 * The payee's answer on an approved withdrawal (§4): "Received", or "Not received" with 1 to 3
 * proof images (png or jpg, at most 5 MB each) and the part that did arrive, if any (§3: received
 * and remaining amount), checked here before anything is sent.
 */
export function ReceiptActions({ id, amount }: { id: string; amount: string }) {
  const { t } = useTranslation();
  const fileId = useId();
  const confirm = useConfirmReceipt();
  const text = useMessage();
  const [disputing, setDisputing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, clearErrors, formState } = useForm<Values>({
    resolver: zodResolver(disputeSchema(amount)),
    defaultValues: { arrived: '', files: [] },
  });
  // Checking and reading up to 15 MB of proofs takes a moment before the request is pending: one answer only.
  const busy = formState.isSubmitting || confirm.isPending;
  const mb = MB;

  const answer = async (body: { received: boolean; receivedAmount?: string; proofs?: Awaited<ReturnType<typeof toUploads>> }) => {
    setFormError(null);
    try {
      await confirm.mutateAsync({ id, body });
    } catch (err) {
      applyApiError(err, [], setError, setFormError);
    }
  };
  const received = () => {
    if (!busy) void answer({ received: true });
  };
  const notReceived = handleSubmit(async (v) => {
    const part = v.arrived.trim() ? parseAmount(v.arrived)! : 0n;
    await answer({ received: false, receivedAmount: part.toString(), proofs: await toUploads(v.files) });
  });
  const error = text(formState.errors.arrived?.message ?? formState.errors.files?.message ?? formError ?? undefined);

  return (
    <div className="pay-receipt" data-testid="receipt-actions">
      {disputing ? (
        <div className="pay-proofs">
          <label htmlFor={fileId}>{t('pay_proof_label', { max: PROOF_RULES.maxFiles, mb })}</label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            data-testid="receipt-proofs"
            onChange={(e) => {
              setFormError(null);
              clearErrors();
              setValue('files', [...(e.target.files ?? [])]);
            }}
          />
          <AmountField
            label={t('pay_received_amount')}
            maxLength={24}
            data-testid="receipt-received-amount"
            {...register('arrived')}
          />
          <div className="pay-row">
            <Button variant="danger" disabled={busy} onClick={() => void notReceived()} data-testid="receipt-send-proofs">
              {t('pay_send_not_received')}
            </Button>
            <Button variant="ghost" onClick={() => setDisputing(false)}>
              {t('pay_cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="pay-row">
          <Button disabled={busy} onClick={received} data-testid="receipt-received">
            {t('pay_received')}
          </Button>
          <Button variant="ghost" onClick={() => setDisputing(true)} data-testid="receipt-not-received">
            {t('pay_not_received')}
          </Button>
        </div>
      )}
      <FormError className="pay-error" message={error} testId="receipt-error" />
    </div>
  );
}
