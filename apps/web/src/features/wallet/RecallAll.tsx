import { useTranslation } from 'react-i18next';
import type { WalletBalance, WalletRecallAllResult } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { useRecallAll } from './transfer-api';

/** Which message a recall answers with: everything back, some still pending, some refused, or nothing to do. */
function summaryKey(r: WalletRecallAllResult): string {
  if (r.transfers.length === 0) return 'wallet_recall_nothing';
  if (r.transfers.some((x) => x.status === 'reversed')) return 'wallet_recall_reversed';
  if (r.transfers.some((x) => x.status === 'pending')) return 'wallet_recall_pending';
  return 'wallet_recall_done';
}

/** "Recall all": every vendor wallet's balance back to main in one click. */
export function RecallAll({ balance }: { balance: WalletBalance }) {
  const { t } = useTranslation();
  const recall = useRecallAll();
  const anyHeld = balance.wallets.some((w) => BigInt(w.balance) > 0n);
  return (
    <div className="wallet-recall">
      <Button
        variant="secondary"
        data-testid="wallet-recall-all"
        disabled={recall.isPending || !anyHeld}
        onClick={() => recall.mutate()}
      >
        {recall.isPending ? t('wallet_recalling') : t('wallet_recall_all')}
      </Button>
      {recall.isError ? (
        <p role="alert" className="wallet-error" data-testid="recall-error">
          {recall.error.message}
        </p>
      ) : null}
      {recall.data ? (
        <p role="status" className="wallet-status" data-testid="recall-status" data-status={summaryKey(recall.data)}>
          {t(summaryKey(recall.data))}
        </p>
      ) : null}
    </div>
  );
}
