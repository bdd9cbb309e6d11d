import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WalletBalance } from '@playhouse/contract';
import { badgeKeys, messageKeys } from '../../lib/badges';
import { memberInfoKey, useSession } from '../../lib/session';
import { getMerchantCode } from '../../lib/session-store';
import { walletKeys } from '../../lib/wallet-queries';

/**
 * The socket listener of §2, mounted once by the app root: while a real account is signed in
 * it keeps the websocket open and writes every pushed balance into the balance query and every
 * pushed unread message count into the messages badge (a change also refreshes the inbox), so
 * the header, the wallet page and the badges update without polling. Each heartbeat carries the
 * balance's version; a balance behind it is read again. Signing out (token gone) closes it.
 */
export function SocketListener() {
  const { token, member, isTrial } = useSession();
  const queryClient = useQueryClient();
  const active = !!token && !!member && !isTrial;

  useEffect(() => {
    if (!active || !token) return;
    const key = walletKeys.balance(token);
    let close: (() => void) | undefined;
    let gone = false;
    // Its own chunk (with the message schema and the version rule): a visitor's first page never loads it.
    void import('./balance-socket').then(({ openBalanceSocket, balanceBehind }) => {
      if (gone) return;
      close = openBalanceSocket({
        token,
        merchant: getMerchantCode(),
        // A push never replaces a newer balance (one read after it, or a later push that overtook it).
        onBalance: (balance) => {
          const held = queryClient.getQueryData<WalletBalance>(key);
          if (!held || !balanceBehind(balance.version, held.version)) queryClient.setQueryData(key, balance);
        },
        // A push lost on its way (its server died after the commit) shows here: read again.
        onHeartbeat: (version) => {
          if (balanceBehind(queryClient.getQueryData<WalletBalance>(key)?.version, version))
            void queryClient.invalidateQueries({ queryKey: key });
        },
        onUnread: (n) => {
          const unreadKey = badgeKeys.of('messages', token);
          const before = queryClient.getQueryData<number>(unreadKey);
          queryClient.setQueryData(unreadKey, n);
          if (before !== undefined && before !== n) void queryClient.invalidateQueries({ queryKey: messageKeys.inbox(token) });
        },
        // Re-reading member info lets the session watcher sign an expired token out.
        onRefused: () => void queryClient.invalidateQueries({ queryKey: memberInfoKey }),
      });
    });
    return () => {
      gone = true;
      close?.();
    };
  }, [active, token, queryClient]);

  return null;
}
