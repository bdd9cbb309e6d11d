import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import { bonusDetailsAnswer, rewardPage, rewardView, type RewardStatus } from '@playhouse/contract/engagement';
import { parsedCall } from '../../../lib/parsed-call';
import { useSession } from '../../../lib/session';

export const PAGE_SIZE = 10;
const keys = {
  list: (token: string | null, status: RewardStatus, page: number) => ['rewards', token, 'list', status, page] as const,
  bonuses: (token: string | null, page: number) => ['rewards', token, 'bonuses', page] as const,
};

/** GET the reward centre's list of one status (with every status's count). */
export function useRewards(status: RewardStatus, page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: keys.list(token, status, page),
    queryFn: () => parsedCall(rewardPage, API.rewards.list, { query: { status, pageNo: page, pageSize: PAGE_SIZE } }),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

/** GET bonus details: each bonus with its wagering progress, and what is still locked. */
export function useBonusDetails(page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: keys.bonuses(token, page),
    queryFn: () => parsedCall(bonusDetailsAnswer, API.rewards.bonuses, { query: { pageNo: page, pageSize: PAGE_SIZE } }),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST claim. A second claim of the same reward answers it as claimed (safe to retry); the
 * lists, the badge counts and the balance are read again after any answer.
 */
export function useClaimReward() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => parsedCall(rewardView, API.rewards.claim.replace(':id', id), { method: 'POST', body: {} }),
    onSettled: () =>
      qc.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'rewards' || /badge|summary|balance|wallet/i.test(JSON.stringify(q.queryKey)),
      }),
  });
}
