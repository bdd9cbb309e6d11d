import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type WalletTransferRequest } from '@playhouse/contract';
import { call } from '../../lib/api-client';
import { useRetrySafeMutation } from '../../lib/request-id';
import { useSession } from '../../lib/session';
import { walletKeys } from '../../lib/wallet-queries';

/** POST /wps/relay/GCS_walletTransfer, retry-safe; the answer's balance replaces the cached one. */
export function useTransfer() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useRetrySafeMutation({
    keyOf: (req: Omit<WalletTransferRequest, 'requestId'>) => `${req.from}>${req.to}:${req.amount}`,
    send: (req, requestId) => call(API.wallet.transfer, { method: 'POST', body: { ...req, requestId } }),
    onSuccess: (result) => {
      queryClient.setQueryData(walletKeys.balance(token), result.balance);
      void queryClient.invalidateQueries({ queryKey: walletKeys.transfers(token) });
    },
    onError: () => {
      // An unknown outcome may have written a transfer row: both are read again.
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.transfers(token) });
    },
  });
}

/** POST /wps/relay/GCS_walletRecallAll: every vendor wallet back to main in one click. */
export function useRecallAll() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: () => call(API.wallet.recallAll, { method: 'POST', body: {} }),
    onSuccess: (result) => queryClient.setQueryData(walletKeys.balance(token), result.balance),
    onError: () => void queryClient.invalidateQueries({ queryKey: walletKeys.balance(token) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: walletKeys.transfers(token) }),
  });
}
