import { useTranslation } from 'react-i18next';
import { Loader } from '../../components/ui/Loader';
import { Money } from '../../components/ui/Money';
import { usePaymentPasswordStatus } from './api/payment-password';
import { useTransferTargets, useTransferUpline } from './api/transfer-upline';
import { MoneyOutForm } from './components/MoneyOutForm';
import { PaymentPasswordForm } from './components/PaymentPasswordForm';
import './payments.css';

/** transferUpline: money from the main wallet to the upline or a direct downline, with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const status = usePaymentPasswordStatus();
  const targets = useTransferTargets();
  const transfer = useTransferUpline();
  const list = targets.data ?? [];

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
      <MoneyOutForm
        testId="upline"
        to={{
          label: t('pay_upline_target'),
          testId: 'upline-target',
          options: list.map((x) => ({
            value: x.username,
            label: `${x.nickname !== x.username ? `${x.nickname} (${x.username})` : x.username} · ${t(`pay_relation_${x.relation}`)}`,
          })),
          initial: '',
          serverField: 'target',
        }}
        submitLabel={t('pay_upline_submit')}
        pending={transfer.isPending}
        send={async (v) => {
          const r = await transfer.mutateAsync({ target: v.to, amount: v.amount.toString(), paymentPassword: v.paymentPassword });
          return { amount: v.amount.toString(), to: v.to, balance: r.balance };
        }}
        done={(d) => (
          <>
            {t('pay_upline_done', { to: d.to })} <Money className="pay-amount" minor={d.amount} /> · {t('pay_balance_now')}{' '}
            <Money className="pay-amount" minor={d.balance} />
          </>
        )}
      />
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
