import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberInfoKey, useSession } from '../../lib/session';
import { getMerchantCode } from '../../lib/session-store';
import { openBalanceSocket } from './balance-socket';
import { walletKeys } from '../../lib/wallet-queries';

/**
 * The socket listener of §2, mounted once by the app root: while a real account is signed in
 * it keeps the websocket open and writes every pushed balance into the balance query, so the
 * header and the wallet page update without polling. Signing out (token gone) closes it.
 */
export function SocketListener() {
  const { token, member, isTrial } = useSession();
  const queryClient = useQueryClient();
  const active = !!token && !!member && !isTrial;

  useEffect(() => {
    if (!active || !token) return;
    const key = walletKeys.balance(token);
    return openBalanceSocket({
      token,
      merchant: getMerchantCode(),
      onBalance: (balance) => queryClient.setQueryData(key, balance),
      // Re-reading member info lets the session watcher sign an expired token out.
      onRefused: () => void queryClient.invalidateQueries({ queryKey: memberInfoKey }),
    });
  }, [active, token, queryClient]);

  return null;
}
