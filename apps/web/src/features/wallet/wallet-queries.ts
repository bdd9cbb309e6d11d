import { useQuery } from '@tanstack/react-query';
import { API, type WalletBalance } from '@playhouse/contract';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/** Keyed by token: a new sign-in never sees the previous member's balance. */
export const walletKeys = {
  balance: (token: string | null) => ['wallet', 'balance', token] as const,
};

export const fetchBalance = () => call<WalletBalance>(API.wallet.balance);

/**
 * The member's wallets (GET /wps/v2/wallets/balance). Never fetched for visitors or trial
 * accounts (§1), nor before member info says which one it is. The socket listener writes
 * pushed balances into the same cache entry, so this rarely goes to the network.
 */
export function useWalletBalance() {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: walletKeys.balance(token),
    queryFn: fetchBalance,
    enabled: !!token && !!member && !isTrial,
    staleTime: 60_000,
  });
}
