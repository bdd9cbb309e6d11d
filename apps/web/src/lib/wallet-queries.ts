import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import { call } from './api-client';
import { useSession } from './session';

/** Keyed by token: a new sign-in never sees the previous member's balance. */
export const walletKeys = {
  balance: (token: string | null) => ['wallet', 'balance', token] as const,
  transfers: (token: string | null) => ['wallet', 'transfers', token] as const,
};

const TRANSFER_HISTORY_PAGE_SIZE = 10;
/** How often the history is read again while a transfer in it is pending (reconciliation asks the vendor after 30 s). */
const PENDING_REFRESH_MS = 10_000;

export const fetchBalance = () => call(API.wallet.balance);

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

/**
 * The member's transfers, newest first (GET /wps/relay/transfers). The previous page stays on
 * screen while the next loads; read again while one is pending, so it turns confirmed or
 * returned by itself. Transfers and recalls invalidate it (transfer-api.ts).
 */
export function useTransferHistory(page: number) {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: [...walletKeys.transfers(token), page],
    queryFn: () => call(API.wallet.transfers, { query: { pageNo: page, pageSize: TRANSFER_HISTORY_PAGE_SIZE } }),
    enabled: !!token && !!member && !isTrial,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.content.some((x) => x.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
}
