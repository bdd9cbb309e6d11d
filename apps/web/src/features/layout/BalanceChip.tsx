import { useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import { memberInfoKey, useSession } from '../../lib/session';

const HIDDEN_KEY = 'ph.balance.hidden';
const STARS = '****';

/**
 * The header balance. No wallet API exists yet, so the amount is an honest '—' with a
 * tooltip saying so, and nothing is fetched. When the wallet arrives its query must stay
 * disabled for trial accounts (§1); the layout already leaves this chip out for them.
 * The hide-as-stars choice is remembered in this browser.
 */
export function BalanceChip() {
  const { t } = useTranslation();
  const { member } = useSession();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: memberInfoKey }) > 0;
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDDEN_KEY) === '1');

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    localStorage.setItem(HIDDEN_KEY, next ? '1' : '0');
  };

  return (
    <div className="balance" data-testid="header-balance" title={t('layout_wallet_not_available')}>
      <span className="balance-label">{t('layout_balance')}</span>
      <span className="balance-amount" data-testid="balance-amount">
        {member?.currencySymbol ? <span className="balance-currency">{member.currencySymbol}</span> : null}
        {hidden ? STARS : '—'}
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
        className={refreshing ? 'icon-btn is-spinning' : 'icon-btn'}
        data-testid="balance-refresh"
        aria-label={t('layout_balance_refresh')}
        title={t('layout_balance_refresh')}
        disabled={refreshing}
        onClick={() => void queryClient.refetchQueries({ queryKey: memberInfoKey })}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
