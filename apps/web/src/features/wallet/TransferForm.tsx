import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatMoney, MAIN_WALLET, parseAmount, type WalletBalance, type WalletTransferResult } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { AmountField } from '../../components/ui/AmountField';
import { FieldFrame } from '../../components/ui/FieldFrame';
import { FormError } from '../../components/ui/FormError';
import { formatAmount } from '../../lib/format';
import { applyApiError } from '../../lib/forms/api-errors';
import { formSchema } from '../../lib/forms/rules';
import { useMessage } from '../../lib/forms/use-message';
import { useTransfer } from './transfer-api';

const shape = { from: z.string(), to: z.string(), amount: z.string() };
type Values = z.output<z.ZodObject<typeof shape>>;

interface Outcome {
  status: WalletTransferResult['status'];
  amount: string;
  from: string;
  to: string;
}

/** Main <-> one vendor wallet: one side is always MAIN (the server refuses anything else too). */
export function TransferForm({ balance }: { balance: WalletBalance }) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId() };
  const transfer = useTransfer();
  const vendors = balance.wallets;
  const text = useMessage();
  const firstOpen = vendors.find((w) => !w.maintenance)?.vendor ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const nameOf = (code: string) =>
    code === MAIN_WALLET ? t('wallet_main') : (vendors.find((w) => w.vendor === code)?.name ?? code);
  const available = (code: string) =>
    BigInt(code === MAIN_WALLET ? balance.main : (vendors.find((w) => w.vendor === code)?.balance ?? '0'));
  const money = (minor: bigint | string) => formatAmount(minor, balance.currencySymbol, { decimals: balance.decimals });

  const schema = useMemo(
    () =>
      formSchema(shape, (v, add) => {
        const minor = parseAmount(v.amount, balance.decimals);
        const own = BigInt(
          v.from === MAIN_WALLET ? balance.main : (balance.wallets.find((w) => w.vendor === v.from)?.balance ?? '0'),
        );
        if (minor === null || minor <= 0n) add('amount', 'wallet_amount_invalid');
        else if (minor > own)
          add('amount', 'wallet_amount_exceeds', {
            amount: formatAmount(own, balance.currencySymbol, { decimals: balance.decimals }),
          });
      }),
    [balance],
  );
  const { register, handleSubmit, watch, setValue, resetField, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { from: MAIN_WALLET, to: firstOpen, amount: '' },
  });
  const from = watch('from');
  const to = watch('to');
  const targets = from === MAIN_WALLET ? vendors : [];
  const amountError = text(formState.errors.amount?.message);

  const changeFrom = (code: string) => {
    setValue('from', code);
    // The other side follows: a vendor wallet can only go back to main, main goes to a vendor.
    if (code !== MAIN_WALLET) setValue('to', MAIN_WALLET);
    else if (to === MAIN_WALLET) setValue('to', firstOpen);
  };

  const submit = handleSubmit(async (v) => {
    setOutcome(null);
    setFormError(null);
    const req = { from: v.from, to: v.to, amount: parseAmount(v.amount, balance.decimals)!.toString() };
    try {
      const r = await transfer.mutateAsync(req);
      setOutcome({ status: r.status, ...req });
      resetField('amount');
    } catch (err) {
      applyApiError(err, ['amount'], setError, setFormError);
    }
  });

  return (
    <form className="wallet-form" onSubmit={submit} noValidate data-testid="transfer-form">
      <h3>{t('wallet_transfer_title')}</h3>
      <div className="wallet-form-row">
        <FieldFrame id={ids.from} label={t('wallet_from')}>
          <select
            id={ids.from}
            className="ui-select"
            data-testid="transfer-from"
            value={from}
            onChange={(e) => changeFrom(e.target.value)}
          >
            <option value={MAIN_WALLET}>{t('wallet_main')}</option>
            {vendors.map((w) => (
              <option key={w.vendor} value={w.vendor} disabled={w.maintenance}>
                {w.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.to} label={t('wallet_to')}>
          <select
            id={ids.to}
            className="ui-select"
            data-testid="transfer-to"
            value={to}
            onChange={(e) => setValue('to', e.target.value)}
          >
            {from === MAIN_WALLET ? null : <option value={MAIN_WALLET}>{t('wallet_main')}</option>}
            {targets.map((w) => (
              <option key={w.vendor} value={w.vendor} disabled={w.maintenance}>
                {w.maintenance ? `${w.name} (${t('wallet_maintenance')})` : w.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <AmountField
          label={t('wallet_amount')}
          error={amountError}
          data-testid="transfer-amount"
          placeholder={t('wallet_amount_hint', { amount: money(available(from)) })}
          {...register('amount')}
          addon={
            <Button
              variant="ghost"
              data-testid="transfer-max"
              onClick={() => setValue('amount', formatMoney(available(from), balance.decimals))}
            >
              {t('wallet_all')}
            </Button>
          }
        />
      </div>
      <Button type="submit" data-testid="transfer-submit" disabled={transfer.isPending || !to}>
        {transfer.isPending ? t('wallet_transferring') : t('wallet_transfer')}
      </Button>
      <FormError className="wallet-error" message={text(formError ?? undefined)} testId="transfer-error" />
      {outcome ? (
        <p
          role="status"
          className={`wallet-status wallet-tone-${outcome.status}`}
          data-testid="transfer-status"
          data-status={outcome.status}
        >
          {t(`wallet_status_${outcome.status}`, {
            amount: money(outcome.amount),
            from: nameOf(outcome.from),
            to: nameOf(outcome.to),
          })}
        </p>
      ) : null}
    </form>
  );
}
