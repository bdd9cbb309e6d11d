import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API, type MemberInfo } from '@playhouse/contract';
import { ApiError, call } from './api-client';
import { memberInfoKey, useSession } from './session';

/**
 * Observes the session's member info query (same key and options as SessionProvider's, so
 * it shares the one cached call) to see its loading and error states, which the session
 * context does not expose.
 */
export function useMemberInfoQuery() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...memberInfoKey, token],
    queryFn: () => call<MemberInfo>(API.member.info),
    enabled: !!token,
    staleTime: 60_000,
    retry: false,
  });
}

/** A token the server no longer accepts (expired, revoked) is dropped, so the site shows a visitor again. */
export function useSessionWatcher() {
  const info = useMemberInfoQuery();
  const { signOut } = useSession();
  useEffect(() => {
    if (info.error instanceof ApiError && info.error.status === 401) void signOut();
  }, [info.error, signOut]);
}
