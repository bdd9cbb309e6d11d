import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BankAccount } from '@playhouse/contract';
import { errorAria, FieldFrame } from '../../../components/ui/FieldFrame';
import { Money } from '../../../components/ui/Money';
import { useFormatAmount } from '../../../lib/format';
import { useWalletBalance } from '../../../lib/wallet-queries';
import { useWithdraw, useWithdrawLimits } from '../api/withdrawals';
import { applyApiError } from '../../../lib/forms/api-errors';
import { formSchema } from '../../../lib/forms/rules';
import { useMessage } from '../../../lib/forms/use-message';
import { PasswordSubmit } from './PasswordSubmit';
import { amountMinor, checkMoneyOut, moneyOutShape } from './money-out';

const shape = { ...moneyOutShape, bankAccountId: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;
const schema = formSchema(shape, checkMoneyOut);

/** Amount, bank account and payment password; the amount is held until the operator decides. */
export function WithdrawForm({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const money = useFormatAmount();
  const ids = { amount: useId(), bank: useId() };
  const withdraw = useWithdraw();
  const limits = useWithdrawLimits().data;
  const available = useWalletBalance().data?.main;
  const text = useMessage();
  const { register, handleSubmit, watch, resetField, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { bankAccountId: accounts[0]?.id ?? '', amount: '', paymentPassword: '' },
  });
  const errors = formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const bankAccountId = watch('bankAccountId');
  const account = accounts.find((a) => a.id === bankAccountId) ?? accounts[0];

  const submit = handleSubmit(async (v) => {
    setDone(null);
    setFormError(null);
    if (!account) return;
    try {
      const w = await withdraw.mutateAsync({
        amount: amountMinor(v.amount).toString(),
        bankAccountId: account.id,
        paymentPassword: v.paymentPassword.trim(),
      });
      setDone(w.amount);
      resetField('amount');
      resetField('paymentPassword');
    } catch (err) {
      applyApiError(err, ['amount', 'paymentPassword'], setError, setFormError);
    }
  });
  const amountError = text(errors.amount?.message);

  return (
    <form className="pay-form" onSubmit={submit} noValidate data-testid="withdraw-form">
      <h3>{t('pay_withdraw_title')}</h3>
      <FieldFrame id={ids.bank} label={t('pay_bank_account')}>
        <select id={ids.bank} className="ui-select" data-testid="withdraw-bank" {...register('bankAccountId')}>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.bankName} {a.accountNumber}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame id={ids.amount} label={t('pay_amount')} error={amountError}>
        <input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          data-testid="withdraw-amount"
          {...register('amount')}
          {...errorAria(ids.amount, amountError)}
        />
      </FieldFrame>
      <p className="pay-hint" data-testid="withdraw-limits">
        {limits ? t('pay_limits', { min: money(limits.min), max: money(limits.max) }) : null}
        {limits && available !== undefined ? ' · ' : null}
        {available !== undefined ? t('pay_available', { amount: money(available) }) : null}
      </p>
      <PasswordSubmit
        testId="withdraw"
        password={register('paymentPassword')}
        passwordError={text(errors.paymentPassword?.message)}
        formError={text(formError ?? undefined)}
        pending={withdraw.isPending}
        submitLabel={t('pay_withdraw_submit')}
        done={
          done ? (
            <>
              {t('pay_withdraw_done')} <Money className="pay-amount" minor={done} />
            </>
          ) : null
        }
      />
    </form>
  );
}
