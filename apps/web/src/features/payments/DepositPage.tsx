import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSearchParams } from 'react-router-dom';
import { depositFee, parseAmount, type BankTransferInstructions } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { AmountField } from '../../components/ui/AmountField';
import { Loader } from '../../components/ui/Loader';
import { useFormatAmount } from '../../lib/format';
import { useChannels, useCreateDeposit, useDeposits } from './api/deposits';
import { FormError } from '../../components/ui/FormError';
import { applyApiError } from '../../lib/forms/api-errors';
import { formSchema } from '../../lib/forms/rules';
import { useMessage } from '../../lib/forms/use-message';
import { DepositList } from './components/DepositList';
import { TransferInstructions } from './components/TransferInstructions';
import './payments.css';

const shape = { channel: z.string(), amount: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;

/** Deposit (depositv2): pick a channel, enter an amount inside its limits, pay at the gateway. */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = useChannels();
  const create = useCreateDeposit();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const deposits = useDeposits(page);
  const text = useMessage();
  const schemaRef = useRef(depositSchema(undefined, String));
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<Values>({
    defaultValues: { channel: '', amount: '' },
    // The schema follows the chosen channel's limits (below), so the resolver reads it at submit.
    resolver: (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
  });
  const [formError, setFormError] = useState<string | null>(null);
  // A bank transfer just ordered: where to send it (also on the list's newest pending transfer after a reload).
  const [made, setMade] = useState<BankTransferInstructions | null>(null);

  const list = channels.data ?? [];
  const picked = watch('channel');
  const channel = list.find((c) => c.code === picked) ?? list[0];
  const money = useFormatAmount();
  const returned = params.get('orderNo');
  const returnedOrder = returned ? deposits.data?.content.find((d) => d.orderNo === returned) : undefined;
  schemaRef.current = depositSchema(channel, money);
  const settled = (orderNo: string) => deposits.data?.content.some((d) => d.orderNo === orderNo && d.status !== 'pending');
  const transfer = deposits.data?.content.find((d) => d.transfer)?.transfer ?? (made && !settled(made.reference) ? made : null);
  const typed = parseAmount(watch('amount'));
  const fee = channel && typed !== null && typed > 0n ? depositFee(typed, channel.feeBps) : 0n;

  const submit = handleSubmit(async (v) => {
    if (!channel) return;
    setFormError(null);
    try {
      const r = await create.mutateAsync({ channel: channel.code, amount: parseAmount(v.amount)!.toString() });
      // A bank transfer: the member sends it from its bank; the order waits here for an operator.
      if (r.transfer) {
        setMade(r.transfer);
        void deposits.refetch();
        return;
      }
      // The gateway's page takes over; it sends the member back here when done.
      if (r.payUrl) window.location.assign(r.payUrl);
    } catch (err) {
      applyApiError(err, ['amount'], setError, setFormError);
    }
  });
  const amountError = text(formState.errors.amount?.message);

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
                  onChange={() => setValue('channel', c.code)}
                />
                <span className="pay-channel-name">{c.name}</span>
                <span className="pay-channel-limits">{t('pay_limits', { min: money(c.min), max: money(c.max) })}</span>
                {c.feeBps > 0 ? (
                  <span className="pay-channel-fee" data-testid={`deposit-fee-${c.code}`}>
                    {t('pay_fee', { percent: (c.feeBps / 100).toFixed(2) })}
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
          <AmountField
            label={t('pay_amount')}
            error={amountError}
            data-testid="deposit-amount"
            placeholder={t('pay_limits', { min: money(channel.min), max: money(channel.max) })}
            {...register('amount')}
          />
          {fee > 0n && typed !== null ? (
            <p className="pay-hint" data-testid="deposit-fee-note">
              {t('pay_deposit_fee_note', { fee: money(fee.toString()), credited: money((typed - fee).toString()) })}
            </p>
          ) : null}
          <FormError className="pay-error" message={text(formError ?? undefined)} testId="deposit-error" />
          <Button type="submit" disabled={create.isPending} data-testid="deposit-submit">
            {t('pay_deposit_submit')}
          </Button>
        </form>
      ) : null}
      {transfer ? <TransferInstructions transfer={transfer} /> : null}
      <h3>{t('pay_recent_deposits')}</h3>
      <DepositList data={deposits.data} page={page} onPage={setPage} />
    </section>
  );
}

/** A positive amount within the channel's limits (the server checks them again). */
function depositSchema(channel: { min: string; max: string } | undefined, money: (minor: string) => string) {
  return formSchema(shape, (v, add) => {
    const minor = parseAmount(v.amount);
    if (minor === null || minor <= 0n) return add('amount', 'pay_amount_invalid');
    if (channel && (minor < BigInt(channel.min) || minor > BigInt(channel.max))) {
      add('amount', 'pay_amount_range', { min: money(channel.min), max: money(channel.max) });
    }
  });
}
