import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@playhouse/contract';
import { leaderboardAnswer, missionClaimAnswer, missionsAnswer, type LeaderboardPeriod } from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';
import { useSession } from '../../lib/session';
import { walletKeys } from '../../lib/wallet-queries';

/**
 * The missions page's calls; their schemas come from the contract's engagement entry, so they
 * stay in this page's chunk (parsedCall). Every key starts with 'missions'.
 */
export function useMissions() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['missions', 'list', token, i18n.language],
    queryFn: () => parsedCall(missionsAnswer, API.missions.list),
    enabled: !!token,
  });
}

export function useLeaderboard(period: LeaderboardPeriod) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['missions', 'leaderboard', token, period],
    queryFn: () => parsedCall(leaderboardAnswer, API.missions.leaderboard, { query: { period } }),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

/** Claims a completed mission; the list, the badge count and the balance load again. */
export function useClaimMission() {
  const client = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: (id: string) => parsedCall(missionClaimAnswer, API.missions.claim, { method: 'POST', params: { id }, body: {} }),
    onSettled: async () => {
      // The list and the badge (lib/badges reads API.missions.summary), and the balance the reward went to.
      await client.invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes('missions') });
      await client.invalidateQueries({ queryKey: walletKeys.balance(token) });
    },
  });
}
