import { useTranslation } from 'react-i18next';
import { MAIN_WALLET, type WalletBalance } from '@playhouse/contract';
import { formatAmount } from '../../lib/format';

/** Main wallet first, then every transfer-mode vendor's wallet with what is still on its way. */
export function WalletCards({ balance }: { balance: WalletBalance }) {
  const { t } = useTranslation();
  const money = (minor: string) => formatAmount(minor, balance.currencySymbol, { decimals: balance.decimals });
  return (
    <div className="wallet-cards">
      <div className="wallet-card wallet-card-main" data-testid={`wallet-${MAIN_WALLET}`}>
        <span className="wallet-card-name">{t('wallet_main')}</span>
        <span className="wallet-card-amount" data-testid="wallet-balance">
          {money(balance.main)}
        </span>
        <span className="wallet-card-note">
          {t('wallet_total')} <span data-testid="wallet-total">{money(balance.total)}</span>
        </span>
      </div>
      {balance.wallets.map((w) => (
        <div key={w.vendor} className="wallet-card" data-testid={`wallet-${w.vendor}`}>
          <span className="wallet-card-name">
            {w.name}
            {w.maintenance ? <span className="wallet-badge">{t('wallet_maintenance')}</span> : null}
          </span>
          <span className="wallet-card-amount" data-testid="wallet-balance">
            {money(w.balance)}
          </span>
          {BigInt(w.pending) !== 0n ? (
            <span className="wallet-card-note wallet-pending" data-testid="wallet-pending">
              {t('wallet_pending', { amount: money(w.pending) })}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
