import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type PaymentPasswordBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { payKeys } from './keys';

export function usePaymentPasswordStatus() {
  const { token } = useSession();
  return useQuery({
    queryKey: payKeys.passwordStatus(token),
    queryFn: () => call(API.payment.paymentPassword),
    enabled: !!token,
  });
}

/** PUT paymentPassword (encrypted): set with the login password, change with the old one. */
export function useSetPaymentPassword() {
  const { token } = useSession();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentPasswordBody) => call(API.payment.paymentPassword, { method: 'PUT', body, encrypt: true }),
    onSuccess: (v) => qc.setQueryData(payKeys.passwordStatus(token), v),
  });
}
