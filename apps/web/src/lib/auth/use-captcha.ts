import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@playhouse/contract';
import { fetchCaptcha } from './captcha-api';
import { useThrottled } from '../use-throttled';

/**
 * A captcha while `enabled`. Each one is single-use on the server, so after any failed
 * submit the form calls `renew()`; the user's refresh button is throttled to 1 per second.
 */
export function useCaptcha(enabled: boolean, scope: string) {
  const q = useQuery({
    queryKey: ['auth', 'captcha', scope],
    queryFn: fetchCaptcha,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const renew = () => void q.refetch();
  const refresh = useThrottled(renew, LIMITS.captchaRefreshThrottleMs);
  return { captchaId: q.data?.captchaId, image: q.data?.image, loading: q.isFetching, failed: q.isError, refresh, renew };
}
