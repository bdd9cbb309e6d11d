import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type WithdrawalReceiptBody, type WithdrawBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';
import { useRetrySafeMutation } from '../../../lib/request-id';
import { useSession } from '../../../lib/session';
import { payKeys } from './keys';

/** GET withdrawals: the member's own, refreshed while one waits for the operator or for the payee. */
export function useWithdrawals(page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: payKeys.withdrawals(token, page),
    queryFn: () => call(API.payment.withdrawals, { query: { pageNo: page, pageSize: 10 } }),
    enabled: !!token,
    refetchInterval: (q) =>
      q.state.data?.content.some((w) => w.status === 'requested' || w.receiptState === 'awaiting') ? 10_000 : false,
  });
}

/** GET the merchant's withdrawal limits (they change rarely). */
export function useWithdrawLimits() {
  const { token } = useSession();
  return useQuery({
    queryKey: payKeys.withdrawLimits(token),
    queryFn: () => call(API.payment.withdrawLimits),
    enabled: !!token,
    staleTime: 5 * 60_000,
  });
}

function useRefreshWithdrawals() {
  const { token } = useSession();
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: payKeys.withdrawalsAll(token) });
}

/**
 * POST withdraw (encrypted: it carries the payment password). Retry-safe: a click after an
 * unknown outcome (network drop, 5xx) resends the same requestId, so the server holds the
 * money once; a definite answer, or another amount or account, starts a new id.
 */
export function useWithdraw() {
  const refresh = useRefreshWithdrawals();
  return useRetrySafeMutation({
    keyOf: (body: Omit<WithdrawBody, 'requestId'>) => `${body.bankAccountId}:${body.amount}`,
    send: (body, requestId) => call(API.payment.withdraw, { body: { ...body, requestId }, encrypt: true }),
    onSuccess: () => refresh(),
    onError: (_e, unknown) => {
      // The withdrawal may have been made: the list shows it if so.
      if (unknown) void refresh();
    },
  });
}

/** POST receipt: received, or not received with proof images. */
export function useConfirmReceipt() {
  const refresh = useRefreshWithdrawals();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WithdrawalReceiptBody }) =>
      call(API.payment.withdrawalReceipt, { body, params: { id } }),
    onSuccess: refresh,
  });
}
