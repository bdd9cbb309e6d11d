import { useTranslation } from 'react-i18next';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { RecallAll } from './RecallAll';
import { TransferForm } from './TransferForm';
import { TransferHistory } from './TransferHistory';
import { WalletCards } from './WalletCards';
import { useWalletBalance } from '../../lib/wallet-queries';
import './wallet.css';

/** Wallet (transferFund): balances per wallet, transfers between main and a vendor wallet, recall all, transfer history. */
export function TransferFundPage() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  return (
    <section className="mc-panel" data-testid="transfer-fund">
      <div className="wallet-head">
        <h2>{t('mc_tab_transferFund')}</h2>
        {balance.data ? <RecallAll balance={balance.data} /> : null}
      </div>
      {balance.data ? (
        <>
          <WalletCards balance={balance.data} />
          {balance.data.wallets.length > 0 ? (
            <TransferForm balance={balance.data} />
          ) : (
            <p className="wallet-empty">{t('wallet_no_vendor_wallets')}</p>
          )}
          <TransferHistory />
        </>
      ) : balance.isError ? (
        <ErrorRetry className="wallet-error" message={balance.error.message} onRetry={() => void balance.refetch()} />
      ) : (
        <Loader />
      )}
    </section>
  );
}
