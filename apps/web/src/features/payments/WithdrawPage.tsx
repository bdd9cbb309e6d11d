import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/ui/Loader';
import { useBankAccounts } from './api/bank-accounts';
import { usePaymentPasswordStatus } from './api/payment-password';
import { useWithdrawals } from './api/withdrawals';
import { BankAccountForm, BankAccounts } from './components/BankAccounts';
import { PaymentPasswordForm } from './components/PaymentPasswordForm';
import { WithdrawalList } from './components/WithdrawalList';
import { WithdrawForm } from './components/WithdrawForm';
import './payments.css';

/**
 * Withdraw: a payment password first, then a bound bank account, then the request itself.
 * Below, the member's withdrawals with the receipt confirmation of §4.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const status = usePaymentPasswordStatus();
  const accounts = useBankAccounts();
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page);
  const [changing, setChanging] = useState(false);

  let step;
  if (status.isPending || accounts.isPending) step = <Loader />;
  else if (!status.data?.isSet) step = <PaymentPasswordForm mode="set" />;
  else if (!accounts.data?.length) step = <BankAccountForm />;
  else {
    step = (
      <>
        <WithdrawForm accounts={accounts.data} />
        <BankAccounts accounts={accounts.data} />
        <section className="pay-section">
          {changing ? (
            <PaymentPasswordForm mode="change" onDone={() => setChanging(false)} />
          ) : (
            <button type="button" className="pay-link" onClick={() => setChanging(true)} data-testid="paypw-change-open">
              {t('pay_password_change_title')}
            </button>
          )}
        </section>
      </>
    );
  }

  return (
    <section className="mc-panel pay-page" data-testid="withdraw-page">
      <h2>{t('mc_tab_withdraw')}</h2>
      {step}
      <h3>{t('pay_my_withdrawals')}</h3>
      <WithdrawalList data={withdrawals.data} page={page} onPage={setPage} />
    </section>
  );
}
