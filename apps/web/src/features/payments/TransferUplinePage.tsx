import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorAria, FieldFrame } from '../../components/ui/FieldFrame';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { useSession } from '../../lib/session';
import { usePaymentPasswordStatus } from './api/payment-password';
import { useTransferTargets, useTransferUpline } from './api/transfer-upline';
import { splitError } from './components/api-errors';
import { PasswordSubmit } from './components/PasswordSubmit';
import { PaymentPasswordForm } from './components/PaymentPasswordForm';
import { checkMoneyOut } from './components/money-out';
import './payments.css';

/** transferUpline: money from the main wallet to the upline or a direct downline, with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const symbol = useSession().member?.currencySymbol ?? '';
  const ids = { target: useId(), amount: useId() };
  const status = usePaymentPasswordStatus();
  const targets = useTransferTargets();
  const transfer = useTransferUpline();
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ amount: string; to: string; balance: string } | null>(null);
  const list = targets.data ?? [];
  const chosen = list.find((x) => x.username === target) ?? list[0];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    setFormError(null);
    const { minor, errors: next } = checkMoneyOut(amount, password, t);
    setErrors(next);
    if (minor === null || !chosen) return;
    transfer.mutate(
      { target: chosen.username, amount: minor.toString(), paymentPassword: password.trim() },
      {
        onSuccess: (r) => {
          setDone({ amount: minor.toString(), to: chosen.username, balance: r.balance });
          setAmount('');
          setPassword('');
        },
        onError: (err) => {
          const split = splitError(err, ['amount', 'paymentPassword', 'target'], t);
          setErrors(split.fields);
          setFormError(split.form);
        },
      },
    );
  };

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
        <FieldFrame id={ids.target} label={t('pay_upline_target')} error={errors.target}>
          <select
            id={ids.target}
            className="ui-select"
            data-testid="upline-target"
            value={chosen?.username}
            onChange={(e) => setTarget(e.target.value)}
          >
            {list.map((x) => (
              <option key={x.username} value={x.username}>
                {x.nickname !== x.username ? `${x.nickname} (${x.username})` : x.username} · {t(`pay_relation_${x.relation}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.amount} label={t('pay_amount')} error={errors.amount}>
          <input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            data-testid="upline-amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            {...errorAria(ids.amount, errors.amount)}
          />
        </FieldFrame>
        <PasswordSubmit
          testId="upline"
          password={password}
          onPassword={setPassword}
          passwordError={errors.paymentPassword}
          formError={formError}
          pending={transfer.isPending}
          submitLabel={t('pay_upline_submit')}
          done={
            done ? (
              <>
                {t('pay_upline_done', { to: done.to })} <Money className="pay-amount" symbol={symbol} minor={done.amount} /> ·{' '}
                {t('pay_balance_now')} <Money className="pay-amount" symbol={symbol} minor={done.balance} />
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
