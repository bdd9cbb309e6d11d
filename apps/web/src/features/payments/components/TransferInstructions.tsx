import { useTranslation } from 'react-i18next';
import type { BankTransferInstructions } from '@playhouse/contract';
import { Money } from '../../../components/ui/Money';

/** Where a bank-transfer deposit's money goes: the merchant's account, the amount, and the order number as reference. */
export function TransferInstructions({ transfer }: { transfer: BankTransferInstructions }) {
  const { t } = useTranslation();
  return (
    <section className="pay-transfer" role="status" data-testid="deposit-transfer">
      <h3>{t('pay_transfer_title')}</h3>
      <p className="pay-hint">{t('pay_transfer_hint')}</p>
      <dl>
        <dt>{t('pay_transfer_bank')}</dt>
        <dd>{transfer.bankName}</dd>
        <dt>{t('pay_transfer_account_name')}</dt>
        <dd>{transfer.accountName}</dd>
        <dt>{t('pay_transfer_account_number')}</dt>
        <dd className="pay-mono" data-testid="transfer-account">
          {transfer.accountNumber}
        </dd>
        <dt>{t('pay_transfer_reference')}</dt>
        <dd className="pay-mono" data-testid="transfer-reference">
          {transfer.reference}
        </dd>
        <dt>{t('pay_transfer_amount')}</dt>
        <dd>
          <Money minor={transfer.amount} />
        </dd>
      </dl>
    </section>
  );
}
