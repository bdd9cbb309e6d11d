import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@playhouse/contract';
import { errorAria, FieldFrame } from '../../../components/ui/FieldFrame';
import { Money } from '../../../components/ui/Money';
import { useSession } from '../../../lib/session';
import { formatAmount } from '../../../lib/format';
import { useWalletBalance } from '../../../lib/wallet-queries';
import { useWithdraw, useWithdrawLimits } from '../api/withdrawals';
import { splitError } from './api-errors';
import { PasswordSubmit } from './PasswordSubmit';
import { checkMoneyOut } from './money-out';

/** Amount, bank account and payment password; the amount is held until the operator decides. */
export function WithdrawForm({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const symbol = useSession().member?.currencySymbol ?? '';
  const ids = { amount: useId(), bank: useId() };
  const withdraw = useWithdraw();
  const limits = useWithdrawLimits().data;
  const available = useWalletBalance().data?.main;
  const [amount, setAmount] = useState('');
  const [bankAccountId, setBankAccountId] = useState(accounts[0]?.id ?? '');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const account = accounts.find((a) => a.id === bankAccountId) ?? accounts[0];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    setFormError(null);
    const { minor, errors: next } = checkMoneyOut(amount, paymentPassword, t);
    setErrors(next);
    if (minor === null || !account) return;
    withdraw.mutate(
      { amount: minor.toString(), bankAccountId: account.id, paymentPassword: paymentPassword.trim() },
      {
        onSuccess: (w) => {
          setDone(w.amount);
          setAmount('');
          setPaymentPassword('');
        },
        onError: (err) => {
          const split = splitError(err, ['amount', 'paymentPassword'], t);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

  return (
    <form className="pay-form" onSubmit={submit} noValidate data-testid="withdraw-form">
      <h3>{t('pay_withdraw_title')}</h3>
      <FieldFrame id={ids.bank} label={t('pay_bank_account')}>
        <select
          id={ids.bank}
          className="ui-select"
          data-testid="withdraw-bank"
          value={account?.id}
          onChange={(e) => setBankAccountId(e.target.value)}
        >
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.bankName} {a.accountNumber}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame id={ids.amount} label={t('pay_amount')} error={errors.amount}>
        <input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          data-testid="withdraw-amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          {...errorAria(ids.amount, errors.amount)}
        />
      </FieldFrame>
      <p className="pay-hint" data-testid="withdraw-limits">
        {limits ? t('pay_limits', { min: formatAmount(limits.min, symbol), max: formatAmount(limits.max, symbol) }) : null}
        {limits && available !== undefined ? ' · ' : null}
        {available !== undefined ? t('pay_available', { amount: formatAmount(available, symbol) }) : null}
      </p>
      <PasswordSubmit
        testId="withdraw"
        password={paymentPassword}
        onPassword={setPaymentPassword}
        passwordError={errors.paymentPassword}
        formError={formError}
        pending={withdraw.isPending}
        submitLabel={t('pay_withdraw_submit')}
        done={
          done ? (
            <>
              {t('pay_withdraw_done')} <Money className="pay-amount" symbol={symbol} minor={done} />
            </>
          ) : null
        }
      />
    </form>
  );
}
