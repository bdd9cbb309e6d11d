import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import { referralInviteePage, referralOverview } from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';
import { useSession } from '../../lib/session';

/** Invite friends' calls; their schemas stay in the member centre's chunk (parsedCall). */
export function useReferralOverview() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['referral', 'overview', token],
    queryFn: () => parsedCall(referralOverview, API.referral.overview),
    enabled: !!token,
    retry: false,
  });
}

export const INVITEES_PAGE_SIZE = 10;

export function useInvitees(page: number, enabled: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['referral', 'invitees', token, page],
    queryFn: () =>
      parsedCall(referralInviteePage, API.referral.invitees, { query: { pageNo: page, pageSize: INVITEES_PAGE_SIZE } }),
    enabled: enabled && !!token,
    placeholderData: keepPreviousData,
  });
}
