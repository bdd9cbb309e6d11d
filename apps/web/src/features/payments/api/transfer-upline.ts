import { useQuery } from '@tanstack/react-query';
import { API, type TransferUplineBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';
import { useRetrySafeMutation } from '../../../lib/request-id';
import { useSession } from '../../../lib/session';
import { payKeys } from './keys';

export function useTransferTargets() {
  const { token } = useSession();
  return useQuery({
    queryKey: payKeys.targets(token),
    queryFn: () => call(API.payment.transferTargets),
    enabled: !!token,
  });
}

/**
 * POST transferUpline (encrypted: it carries the payment password). Retry-safe: a click after
 * an unknown outcome (network drop, 5xx) resends the same requestId, so the money moves once;
 * a definite answer, or another target or amount, starts a new id.
 */
export function useTransferUpline() {
  return useRetrySafeMutation({
    keyOf: (body: Omit<TransferUplineBody, 'requestId'>) => `${body.target}:${body.amount}`,
    send: (body, requestId) =>
      call(API.payment.transferUpline, {
        body: { ...body, requestId },
        encrypt: true,
      }),
  });
}
