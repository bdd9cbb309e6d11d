import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { parseAmount } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { errorAria, FieldFrame } from '../../components/ui/FieldFrame';
import { Loader } from '../../components/ui/Loader';
import { formatAmount } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useChannels, useCreateDeposit, useDeposits } from './api/deposits';
import { splitError } from './components/api-errors';
import { FormError } from '../../components/ui/FormError';
import { DepositList } from './components/DepositList';
import './payments.css';

/** Deposit (depositv2): pick a channel, enter an amount inside its limits, pay at the gateway. */
export function DepositPage() {
  const { t } = useTranslation();
  const amountId = useId();
  const symbol = useSession().member?.currencySymbol ?? '';
  const channels = useChannels();
  const create = useCreateDeposit();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const deposits = useDeposits(page);
  const [picked, setPicked] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);

  const list = channels.data ?? [];
  const channel = list.find((c) => c.code === picked) ?? list[0];
  const money = (minor: string) => formatAmount(minor, symbol);
  const returned = params.get('orderNo');
  const returnedOrder = returned ? deposits.data?.content.find((d) => d.orderNo === returned) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!channel) return;
    setFormError(null);
    const minor = parseAmount(amount);
    if (minor === null || minor <= 0n) return setAmountError(t('pay_amount_invalid'));
    if (minor < BigInt(channel.min) || minor > BigInt(channel.max)) {
      return setAmountError(t('pay_amount_range', { min: money(channel.min), max: money(channel.max) }));
    }
    setAmountError(undefined);
    create.mutate(
      { channel: channel.code, amount: minor.toString() },
      {
        // The gateway's page takes over; it sends the member back here when done.
        onSuccess: (r) => window.location.assign(r.payUrl),
        onError: (err) => {
          const split = splitError(err, ['amount'], t);
          setAmountError(split.fields.amount);
          setFormError(split.form);
        },
      },
    );
  };

  return (
    <section className="mc-panel pay-page" data-testid="deposit-page">
      <h2>{t('mc_tab_depositv2')}</h2>
      {returnedOrder ? (
        <p
          role="status"
          className={`pay-notice pay-notice-${returnedOrder.status}`}
          data-testid="deposit-returned"
          data-status={returnedOrder.status}
        >
          {t(`pay_deposit_returned_${returnedOrder.status}`, {
            orderNo: returnedOrder.orderNo,
            amount: money(returnedOrder.amount),
          })}
        </p>
      ) : null}
      {channels.isPending ? <Loader /> : null}
      {channels.isSuccess && !list.length ? <p className="pay-hint">{t('pay_no_channels')}</p> : null}
      {channel ? (
        <form className="pay-form" onSubmit={submit} noValidate data-testid="deposit-form">
          <fieldset className="pay-channels">
            <legend>{t('pay_channel')}</legend>
            {list.map((c) => (
              <label
                key={c.code}
                className={`pay-channel${c.code === channel.code ? ' pay-channel-on' : ''}`}
                data-testid={`deposit-channel-${c.code}`}
              >
                <input
                  type="radio"
                  name="channel"
                  value={c.code}
                  checked={c.code === channel.code}
                  onChange={() => setPicked(c.code)}
                />
                <span className="pay-channel-name">{c.name}</span>
                <span className="pay-channel-limits">{t('pay_limits', { min: money(c.min), max: money(c.max) })}</span>
              </label>
            ))}
          </fieldset>
          <FieldFrame id={amountId} label={t('pay_amount')} error={amountError}>
            <input
              id={amountId}
              inputMode="decimal"
              autoComplete="off"
              data-testid="deposit-amount"
              placeholder={t('pay_limits', { min: money(channel.min), max: money(channel.max) })}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              {...errorAria(amountId, amountError)}
            />
          </FieldFrame>
          <FormError className="pay-error" message={formError} testId="deposit-error" />
          <Button type="submit" disabled={create.isPending} data-testid="deposit-submit">
            {t('pay_deposit_submit')}
          </Button>
        </form>
      ) : null}
      <h3>{t('pay_recent_deposits')}</h3>
      <DepositList data={deposits.data} page={page} onPage={setPage} />
    </section>
  );
}
