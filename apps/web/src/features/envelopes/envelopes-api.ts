import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import { envelopeClaimAnswer, envelopeLiveAnswer } from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';
import { useSession } from '../../lib/session';
import { walletKeys } from '../../lib/wallet-queries';

const liveKey = (token: string | null) => ['envelopes', 'live', token] as const;

/** GET API.envelopes.live: the running drop (or the next one) and this member's claim; re-read every minute. */
export function useLiveEnvelope() {
  const { token } = useSession();
  return useQuery({
    queryKey: liveKey(token),
    queryFn: () => parsedCall(envelopeLiveAnswer, API.envelopes.live),
    enabled: !!token,
    refetchInterval: 60_000,
  });
}

/** POST API.envelopes.claim: opens the member's envelope of a drop; the live answer is re-read after. */
export function useClaimEnvelope() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dropId: string) =>
      parsedCall(envelopeClaimAnswer, API.envelopes.claim, { method: 'POST', params: { id: dropId }, body: {} }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: liveKey(token) });
      void client.invalidateQueries({ queryKey: walletKeys.balance(token) });
    },
  });
}
