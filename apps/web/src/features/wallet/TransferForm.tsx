import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, MAIN_WALLET, parseAmount, type WalletBalance, type WalletTransferResult } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { errorAria, FieldFrame } from '../../components/ui/FieldFrame';
import { formatAmount } from '../../lib/format';
import { useTransfer } from './transfer-api';

interface Outcome {
  status: WalletTransferResult['status'];
  amount: string;
  from: string;
  to: string;
}

/** Main <-> one vendor wallet: one side is always MAIN (the server refuses anything else too). */
export function TransferForm({ balance }: { balance: WalletBalance }) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId(), amount: useId() };
  const transfer = useTransfer();
  const vendors = balance.wallets;
  const [from, setFrom] = useState<string>(MAIN_WALLET);
  const [to, setTo] = useState<string>(vendors.find((w) => !w.maintenance)?.vendor ?? '');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const nameOf = (code: string) =>
    code === MAIN_WALLET ? t('wallet_main') : (vendors.find((w) => w.vendor === code)?.name ?? code);
  const available = (code: string) =>
    BigInt(code === MAIN_WALLET ? balance.main : (vendors.find((w) => w.vendor === code)?.balance ?? '0'));
  const money = (minor: bigint | string) => formatAmount(minor, balance.currencySymbol, balance.decimals);
  const targets = from === MAIN_WALLET ? vendors : [];

  const changeFrom = (code: string) => {
    setFrom(code);
    // The other side follows: a vendor wallet can only go back to main, main goes to a vendor.
    if (code !== MAIN_WALLET) setTo(MAIN_WALLET);
    else if (to === MAIN_WALLET) setTo(vendors.find((w) => !w.maintenance)?.vendor ?? '');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const minor = parseAmount(amount, balance.decimals);
    if (minor === null || minor <= 0n) return setAmountError(t('wallet_amount_invalid'));
    if (minor > available(from)) return setAmountError(t('wallet_amount_exceeds', { amount: money(available(from)) }));
    setAmountError(undefined);
    const req = { from, to, amount: minor.toString() };
    transfer.mutate(req, {
      onSuccess: (r) => {
        setOutcome({ status: r.status, ...req });
        setAmount('');
      },
    });
  };

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
          <select id={ids.to} className="ui-select" data-testid="transfer-to" value={to} onChange={(e) => setTo(e.target.value)}>
            {from === MAIN_WALLET ? null : <option value={MAIN_WALLET}>{t('wallet_main')}</option>}
            {targets.map((w) => (
              <option key={w.vendor} value={w.vendor} disabled={w.maintenance}>
                {w.maintenance ? `${w.name} (${t('wallet_maintenance')})` : w.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.amount} label={t('wallet_amount')} error={amountError}>
          <input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            data-testid="transfer-amount"
            placeholder={t('wallet_amount_hint', { amount: money(available(from)) })}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            {...errorAria(ids.amount, amountError)}
          />
          <Button
            variant="ghost"
            data-testid="transfer-max"
            onClick={() => setAmount(formatMoney(available(from), balance.decimals))}
          >
            {t('wallet_all')}
          </Button>
        </FieldFrame>
      </div>
      <Button type="submit" data-testid="transfer-submit" disabled={transfer.isPending || !to}>
        {transfer.isPending ? t('wallet_transferring') : t('wallet_transfer')}
      </Button>
      {transfer.isError ? (
        <p role="alert" className="wallet-error" data-testid="transfer-error">
          {transfer.error.message}
        </p>
      ) : null}
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
