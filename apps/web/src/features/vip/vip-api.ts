import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@playhouse/contract';
import { vipStatusAnswer } from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';
import { useSession } from '../../lib/session';

/** GET API.vip.status: the member's level, progress and the benefits table (parsed in this chunk). */
export function useVipStatus() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['vip', token, i18n.language],
    queryFn: () => parsedCall(vipStatusAnswer, API.vip.status),
    enabled: !!token,
  });
}
