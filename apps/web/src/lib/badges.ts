import { useQuery } from '@tanstack/react-query';
import { API, type BadgeKind } from '@playhouse/contract';
import { call } from './api-client';
import { useSession } from './session';

/**
 * The badge counts of spec §2 (member-centre menu, agent header): messages (unread), rewards
 * and missions (claimable). Keyed by token, like every member query. A call that fails (or
 * whose area does not answer yet) shows no badge: the hooks then return 0, never a guess.
 * The socket listener writes pushed unread counts into the messages entry.
 */
export const badgeKeys = {
  all: ['badges'] as const,
  of: (kind: BadgeKind, token: string | null) => ['badges', kind, token] as const,
};

/** The inbox's queries (features/messages), refreshed when a pushed unread count changes. */
export const messageKeys = {
  inbox: (token: string | null) => ['messages', 'inbox', token] as const,
};

const FETCHERS: Record<BadgeKind, () => Promise<number>> = {
  messages: () => call(API.messages.unreadCount).then((a) => a.unread),
  rewards: () => call(API.rewards.summary).then((a) => a.claimable),
  missions: () => call(API.missions.summary).then((a) => a.claimable),
};

/** The count of one badge for the signed-in real account (0 for visitors, trials and failures). */
export function useBadgeCount(kind: BadgeKind): number {
  const { token, member, isTrial } = useSession();
  const q = useQuery({
    queryKey: badgeKeys.of(kind, token),
    queryFn: FETCHERS[kind],
    enabled: !!token && !!member && !isTrial,
    staleTime: 60_000,
    retry: false,
  });
  return q.isError ? 0 : (q.data ?? 0);
}

export const useUnreadMessages = () => useBadgeCount('messages');
export const useClaimableRewards = () => useBadgeCount('rewards');
export const useClaimableMissions = () => useBadgeCount('missions');
