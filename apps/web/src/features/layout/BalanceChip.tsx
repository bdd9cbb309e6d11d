import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@playhouse/contract';
import { Icon } from '../../components/ui/Icon';
import { formatAmount } from '../../lib/format';
import { useWalletBalance } from '../../lib/wallet-queries';

const HIDDEN_KEY = 'ph.balance.hidden';
const STARS = '****';

/**
 * The header balance (§2): the main wallet, the one every seamless game plays from, with
 * 2 decimals and thousands separators (§9). The tooltip adds the total with the vendor
 * wallets when money sits there. Pushes from the socket listener land in the same query;
 * refresh refetches it. The hide-as-stars choice is remembered in this browser. The layout
 * leaves this chip out for trial accounts and the query is disabled for them (§1).
 */
export function BalanceChip() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDDEN_KEY) === '1');
  const data = balance.data;

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    localStorage.setItem(HIDDEN_KEY, next ? '1' : '0');
  };

  const amount = hidden ? STARS : data ? formatMoney(data.main, data.decimals) : balance.isError ? '—' : '…';
  const title = balance.isError
    ? balance.error.message
    : data && !hidden && data.total !== data.main
      ? t('layout_balance_total', { amount: formatAmount(data.total, data.currencySymbol, { decimals: data.decimals }) })
      : undefined;

  return (
    <div className="balance" data-testid="header-balance" title={title}>
      <span className="balance-label">{t('layout_balance')}</span>
      <span className="balance-amount" data-testid="balance-amount" aria-busy={balance.isPending}>
        {data?.currencySymbol ? <span className="balance-currency">{data.currencySymbol}</span> : null}
        {amount}
      </span>
      <button
        type="button"
        className="icon-btn"
        data-testid="balance-toggle"
        aria-pressed={hidden}
        aria-label={hidden ? t('layout_balance_show') : t('layout_balance_hide')}
        title={hidden ? t('layout_balance_show') : t('layout_balance_hide')}
        onClick={toggle}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={balance.isFetching ? 'icon-btn is-spinning' : 'icon-btn'}
        data-testid="balance-refresh"
        aria-label={t('layout_balance_refresh')}
        title={t('layout_balance_refresh')}
        disabled={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
