import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API, operatorMe, type OperatorMe, type OperatorPermission } from '@playhouse/contract';
import { ApiError, opsCall, setCsrf } from './api';

/** Who is signed in: /ops/me through the session cookie (null when signed out). */
export const meKey = ['ops', 'me'] as const;

async function fetchMe(): Promise<OperatorMe | null> {
  try {
    const me = operatorMe.parse(await opsCall(API.operator.me));
    setCsrf(me.csrf);
    return me;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: fetchMe, staleTime: Infinity, retry: false });
}

/** After sign-in or sign-out: the answer becomes the new "who am I". */
export function useSetMe() {
  const client = useQueryClient();
  return (me: OperatorMe | null) => {
    setCsrf(me?.csrf ?? null);
    if (me === null) client.clear();
    client.setQueryData(meKey, me);
  };
}

/** What the operator's role allows: the console shows only what it may do (the server refuses the rest anyway). */
export const can = (me: OperatorMe | null | undefined, permission: OperatorPermission) => !!me?.permissions.includes(permission);
