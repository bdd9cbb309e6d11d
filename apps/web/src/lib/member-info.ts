import { useEffect } from 'react';
import { ApiError } from './api-client';
import { useMemberInfoQuery, useSession } from './session';

/** A token the server no longer accepts (expired, revoked) is dropped, so the site shows a visitor again. */
export function useSessionWatcher() {
  const info = useMemberInfoQuery();
  const { signOut } = useSession();
  useEffect(() => {
    if (info.error instanceof ApiError && info.error.status === 401) void signOut();
  }, [info.error, signOut]);
}
