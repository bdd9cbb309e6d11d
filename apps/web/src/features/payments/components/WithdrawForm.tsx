import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@playhouse/contract';
import { Money } from '../../../components/ui/Money';
import { useFormatAmount } from '../../../lib/format';
import { useWalletBalance } from '../../../lib/wallet-queries';
import { useWithdraw, useWithdrawLimits } from '../api/withdrawals';
import { MoneyOutForm } from './MoneyOutForm';

/** Amount, bank account and payment password; the amount is held until the operator decides. */
export function WithdrawForm({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const money = useFormatAmount();
  const withdraw = useWithdraw();
  const limits = useWithdrawLimits().data;
  const available = useWalletBalance().data?.main;
  return (
    <MoneyOutForm
      testId="withdraw"
      heading={<h3>{t('pay_withdraw_title')}</h3>}
      to={{
        label: t('pay_bank_account'),
        testId: 'withdraw-bank',
        options: accounts.map((a) => ({ value: a.id, label: `${a.bankName} ${a.accountNumber}` })),
        initial: accounts[0]?.id ?? '',
      }}
      hint={
        <p className="pay-hint" data-testid="withdraw-limits">
          {limits ? t('pay_limits', { min: money(limits.min), max: money(limits.max) }) : null}
          {limits && available !== undefined ? ' · ' : null}
          {available !== undefined ? t('pay_available', { amount: money(available) }) : null}
        </p>
      }
      submitLabel={t('pay_withdraw_submit')}
      pending={withdraw.isPending}
      send={(v) => withdraw.mutateAsync({ amount: v.amount.toString(), bankAccountId: v.to, paymentPassword: v.paymentPassword })}
      done={(w) => (
        <>
          {t('pay_withdraw_done')} <Money className="pay-amount" minor={w.amount} />
        </>
      )}
    />
  );
}
