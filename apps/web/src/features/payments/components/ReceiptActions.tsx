import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount, PROOF_RULES } from '@playhouse/contract';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useConfirmReceipt } from '../api/withdrawals';
import { checkProofs, toUploads } from './proof-files';
import { FormError } from '../../../components/ui/FormError';

/**
 * The payee's answer on an approved withdrawal (§4): "Received", or "Not received" with 1 to 3
 * proof images (png or jpg, at most 5 MB each) and the part that did arrive, if any (§3: received
 * and remaining amount), checked here before anything is sent.
 */
export function ReceiptActions({ id, amount }: { id: string; amount: string }) {
  const { t } = useTranslation();
  const fileId = useId();
  const confirm = useConfirmReceipt();
  const [disputing, setDisputing] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [arrived, setArrived] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Reading up to 15 MB of proofs takes a moment before the request is pending: one answer only.
  const [reading, setReading] = useState(false);
  const busy = reading || confirm.isPending;
  const mb = PROOF_RULES.maxBytes / 1024 / 1024;

  const send = async (received: boolean) => {
    if (busy) return;
    setError(null);
    let proofs;
    let receivedAmount: string | undefined;
    if (!received) {
      const part = arrived.trim() ? parseAmount(arrived) : 0n;
      if (part === null || part < 0n || part >= BigInt(amount)) return setError(t('pay_received_amount_invalid'));
      receivedAmount = part.toString();
      setReading(true);
      try {
        const problem = await checkProofs(files);
        if (problem) return setError(t(`pay_proof_${problem}`, { max: PROOF_RULES.maxFiles, mb }));
        proofs = await toUploads(files);
      } finally {
        setReading(false);
      }
    }
    confirm.mutate({ id, body: { received, receivedAmount, proofs } }, { onError: (err) => setError(err.message) });
  };

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
              setError(null);
              setFiles([...(e.target.files ?? [])]);
            }}
          />
          <TextField
            label={t('pay_received_amount')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            value={arrived}
            onChange={(e) => setArrived(e.target.value)}
            data-testid="receipt-received-amount"
          />
          <div className="pay-row">
            <Button variant="danger" disabled={busy} onClick={() => void send(false)} data-testid="receipt-send-proofs">
              {t('pay_send_not_received')}
            </Button>
            <Button variant="ghost" onClick={() => setDisputing(false)}>
              {t('pay_cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="pay-row">
          <Button disabled={busy} onClick={() => void send(true)} data-testid="receipt-received">
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
