import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorAria, FieldFrame } from '../../components/ui/FieldFrame';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { applyApiError } from '../../lib/forms/api-errors';
import { formSchema } from '../../lib/forms/rules';
import { useMessage } from '../../lib/forms/use-message';
import { usePaymentPasswordStatus } from './api/payment-password';
import { useTransferTargets, useTransferUpline } from './api/transfer-upline';
import { PasswordSubmit } from './components/PasswordSubmit';
import { PaymentPasswordForm } from './components/PaymentPasswordForm';
import { amountMinor, checkMoneyOut, moneyOutShape } from './components/money-out';
import './payments.css';

const shape = { ...moneyOutShape, target: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;
const schema = formSchema(shape, checkMoneyOut);

/** transferUpline: money from the main wallet to the upline or a direct downline, with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const text = useMessage();
  const ids = { target: useId(), amount: useId() };
  const status = usePaymentPasswordStatus();
  const targets = useTransferTargets();
  const transfer = useTransferUpline();
  const { register, handleSubmit, watch, resetField, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { target: '', amount: '', paymentPassword: '' },
  });
  const errors = formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ amount: string; to: string; balance: string } | null>(null);
  const list = targets.data ?? [];
  const target = watch('target');
  const chosen = list.find((x) => x.username === target) ?? list[0];

  const submit = handleSubmit(async (v) => {
    setDone(null);
    setFormError(null);
    if (!chosen) return;
    const minor = amountMinor(v.amount);
    try {
      const r = await transfer.mutateAsync({
        target: chosen.username,
        amount: minor.toString(),
        paymentPassword: v.paymentPassword.trim(),
      });
      setDone({ amount: minor.toString(), to: chosen.username, balance: r.balance });
      resetField('amount');
      resetField('paymentPassword');
    } catch (err) {
      applyApiError(err, ['amount', 'paymentPassword', 'target'], setError, setFormError);
    }
  });
  const amountError = text(errors.amount?.message);

  let body;
  if (status.isPending || targets.isPending) body = <Loader />;
  else if (!status.data?.isSet) body = <PaymentPasswordForm mode="set" />;
  else if (!list.length)
    body = (
      <p className="pay-hint" data-testid="upline-none">
        {t('pay_upline_none')}
      </p>
    );
  else {
    body = (
      <form className="pay-form" onSubmit={submit} noValidate data-testid="upline-form">
        <FieldFrame id={ids.target} label={t('pay_upline_target')} error={text(errors.target?.message)}>
          <select id={ids.target} className="ui-select" data-testid="upline-target" {...register('target')}>
            {list.map((x) => (
              <option key={x.username} value={x.username}>
                {x.nickname !== x.username ? `${x.nickname} (${x.username})` : x.username} · {t(`pay_relation_${x.relation}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.amount} label={t('pay_amount')} error={amountError}>
          <input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            data-testid="upline-amount"
            {...register('amount')}
            {...errorAria(ids.amount, amountError)}
          />
        </FieldFrame>
        <PasswordSubmit
          testId="upline"
          password={register('paymentPassword')}
          passwordError={text(errors.paymentPassword?.message)}
          formError={text(formError ?? undefined)}
          pending={transfer.isPending}
          submitLabel={t('pay_upline_submit')}
          done={
            done ? (
              <>
                {t('pay_upline_done', { to: done.to })} <Money className="pay-amount" minor={done.amount} /> ·{' '}
                {t('pay_balance_now')} <Money className="pay-amount" minor={done.balance} />
              </>
            ) : null
          }
        />
      </form>
    );
  }

  return (
    <section className="mc-panel pay-page" data-testid="upline-page">
      <h2>{t('mc_tab_transferUpline')}</h2>
      <p className="pay-hint">{t('pay_upline_hint')}</p>
      {body}
    </section>
  );
}
