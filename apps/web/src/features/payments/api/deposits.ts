import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@playhouse/contract';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { payKeys } from './keys';

/** GET channels: the merchant's deposit channels with their limits. */
export function useChannels() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: payKeys.channels(token, i18n.language),
    queryFn: () => call(API.payment.channels),
    enabled: !!token,
    staleTime: 60_000,
  });
}

/** GET deposits: the member's orders; refreshed while one is still waiting for the gateway. */
export function useDeposits(page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: payKeys.deposits(token, page),
    queryFn: () => call(API.payment.deposits, { query: { pageNo: page, pageSize: 10 } }),
    enabled: !!token,
    refetchInterval: (q) => (q.state.data?.content.some((d) => d.status === 'pending') ? 5000 : false),
  });
}

/** POST deposit: creates the order; the caller sends the browser to payUrl. */
export function useCreateDeposit() {
  return useMutation({
    mutationFn: (body: { channel: string; amount: string }) => call(API.payment.deposit, { body }),
  });
}
