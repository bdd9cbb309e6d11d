import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { checkAffiliate } from '../api/affiliate';

export type AffiliateStatus = 'none' | 'checking' | 'valid' | 'invalid';

/** The invitation code carried by the URL (?affiliateCode=, ?code= or ?ref=), if any. */
function urlCode(): string | null {
  const q = new URLSearchParams(window.location.search);
  const code = (q.get('affiliateCode') ?? q.get('code') ?? q.get('ref') ?? '').trim();
  return code ? code.slice(0, 64) : null;
}

/**
 * §4: a valid URL code is sent silently; with no code, or when its check fails, the
 * registration form shows the affiliate field.
 */
export function useAffiliate() {
  const code = useMemo(urlCode, []);
  const q = useQuery({
    queryKey: ['auth', 'affiliate', code],
    queryFn: () => checkAffiliate(code!),
    enabled: !!code,
    retry: false,
    staleTime: Infinity,
  });
  let status: AffiliateStatus = 'none';
  if (code) status = q.isPending ? 'checking' : q.data?.valid ? 'valid' : 'invalid';
  const errorCode =
    q.error instanceof ApiError && q.error.code !== 'invalid_invitation_code' ? q.error.code : 'invalid_invitation_code';
  return { code, status, agentName: q.data?.agentName, errorCode };
}
