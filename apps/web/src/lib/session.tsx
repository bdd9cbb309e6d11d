import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, isAgentType, isTrialType, type MemberInfo } from '@playhouse/contract';
import { call } from './api-client';
import { clearSession, getToken, setToken } from './session-store';

export interface SessionState {
  token: string | null;
  /** The login check is only whether a token exists (§2 routing rules). */
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  member: MemberInfo | undefined;
  /** `remember` undefined keeps the current remember-me choice (a token replaced after a password change). */
  signIn(token: string, remember?: boolean): void;
  /** Revokes the token on the server, then clears local data (keeping the merchant code). */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);
export const memberInfoKey = ['member', 'info'] as const;

/** The one member-info query (GET member info), keyed by token: the provider and every observer share its cache entry. */
const memberInfoQuery = (token: string | null) => ({
  queryKey: [...memberInfoKey, token],
  queryFn: () => call(API.member.info),
  enabled: !!token,
  staleTime: 60_000,
  retry: false,
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState<string | null>(() => {
    const stored = getToken();
    // Asked for as the first render starts, not after its commit: the member pages wait on it,
    // and on a phone the first render of the whole tree takes a few hundred ms.
    if (stored) void queryClient.prefetchQuery(memberInfoQuery(stored));
    return stored;
  });
  const info = useQuery(memberInfoQuery(token));

  const signIn = useCallback(
    (t: string, remember?: boolean) => {
      setToken(t, remember);
      setTokenState(t);
      void queryClient.invalidateQueries({ queryKey: memberInfoKey });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await call(API.session.logout, { method: 'POST', body: {} });
    } catch {
      // Already expired or offline: the local session is cleared all the same.
    }
    clearSession();
    setTokenState(null);
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<SessionState>(() => {
    const type = info.data?.type;
    return {
      token,
      isLogin: !!token,
      isAgent: type !== undefined && isAgentType(type),
      isTrial: type !== undefined && isTrialType(type),
      member: info.data,
      signIn,
      signOut,
    };
  }, [token, info.data, signIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/**
 * The member-info query itself, for its loading and error states, which the session context
 * does not expose (route guards, the expired-session watcher).
 */
export function useMemberInfoQuery() {
  return useQuery(memberInfoQuery(useSession().token));
}
