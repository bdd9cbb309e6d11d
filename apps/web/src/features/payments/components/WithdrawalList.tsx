import { useTranslation } from 'react-i18next';
import type { WithdrawalPage, WithdrawalRecord } from '@playhouse/contract';
import { Money } from '../../../components/ui/Money';
import { Pager } from '../../../components/ui/Pager';
import { formatInstant } from '../../../lib/dates';
import { ReceiptActions } from './ReceiptActions';

/** What a withdrawal's state is, for the member: the operator's decision, then the receipt. */
const stateOf = (w: WithdrawalRecord) => (w.status === 'approved' ? `receipt_${w.receiptState}` : w.status);

/** The member's withdrawals; an awaiting receipt shows its deadline and the Received / Not received answer. */
export function WithdrawalList({
  data,
  page,
  onPage,
}: {
  data: WithdrawalPage | undefined;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  if (!data) return null;
  if (!data.content.length)
    return (
      <p className="pay-hint" data-testid="withdrawals-empty">
        {t('pay_no_withdrawals')}
      </p>
    );
  return (
    <>
      <ul className="pay-withdrawals" data-testid="withdrawals">
        {data.content.map((w) => (
          <li key={w.id} className="pay-withdrawal" data-testid="withdrawal-row" data-id={w.id} data-state={stateOf(w)}>
            <div className="pay-withdrawal-head">
              <Money className="pay-amount" minor={w.amount} />
              <span className={`pay-badge pay-badge-${w.status}`} data-testid="withdrawal-state">
                {t(`pay_state_${stateOf(w)}`)}
              </span>
            </div>
            <p className="pay-hint">
              {formatInstant(w.createdAt)} · {w.bankName} {w.accountNumber}
              {w.rejectReason ? ` · ${w.rejectReason}` : ''}
            </p>
            {w.receivedAmount !== null && w.remainingAmount !== null && w.remainingAmount !== '0' ? (
              <p className="pay-hint" data-testid="withdrawal-received">
                {t('pay_received_label')} <Money minor={w.receivedAmount} /> · {t('pay_remaining_label')}{' '}
                <Money minor={w.remainingAmount} />
              </p>
            ) : null}
            {w.receiptState === 'awaiting' && w.receiptDeadline ? (
              <>
                <p className="pay-hint">{t('pay_receipt_deadline', { time: formatInstant(w.receiptDeadline) })}</p>
                <ReceiptActions id={w.id} amount={w.amount} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={data.totalPages} onPage={onPage} testId="withdrawals-pages" />
    </>
  );
}
