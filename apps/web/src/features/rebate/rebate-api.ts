import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@playhouse/contract';
import { manualRebateAnswer, rebateClaimRecord, rebateHistoryPage } from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';
import { useSession } from '../../lib/session';

/** The manual rebate's calls; answers parsed here (the engagement schemas stay in this chunk). */

export function useAccruedRebate() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['manual-rebate', token, i18n.language, 'accrued'],
    queryFn: () => parsedCall(manualRebateAnswer, API.manualRebate.accrued),
    enabled: !!token,
  });
}

export function useRebateHistory(pageNo: number) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['manual-rebate', token, i18n.language, 'history', pageNo],
    queryFn: () => parsedCall(rebateHistoryPage, API.manualRebate.history, { query: { pageNo, pageSize: 10 } }),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

export function useClaimRebate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => parsedCall(rebateClaimRecord, API.manualRebate.claim, { method: 'POST', body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['manual-rebate'] }),
  });
}
