import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type BankAccount, type BankAccountBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { payKeys } from './keys';

export function useBankAccounts() {
  const { token } = useSession();
  return useQuery({
    queryKey: payKeys.bankAccounts(token),
    queryFn: () => call(API.payment.bankAccounts),
    enabled: !!token,
  });
}

/** POST (encrypted) binds one; DELETE unbinds one. Both answer the whole list. */
export function useBankAccountChanges() {
  const { token } = useSession();
  const qc = useQueryClient();
  const store = (list: BankAccount[]) => qc.setQueryData(payKeys.bankAccounts(token), list);
  return {
    add: useMutation({
      mutationFn: (body: BankAccountBody) => call(API.payment.bankAccounts, { body, encrypt: true }),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(API.payment.bankAccount, { method: 'DELETE', params: { id } }),
      onSuccess: store,
    }),
  };
}
