import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, type BetRecordsQuery, type ProfitRecordsQuery, type TransactionRecordsQuery } from '@playhouse/contract';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { siteTimeZone } from '../../lib/dates';

type Query = Record<string, string | number | undefined>;
type RecordsPath = (typeof API.records)[keyof typeof API.records];

/**
 * One records call per filter. The previous answer stays on screen while the next page or
 * filter loads. `enabled` is false while the form shows a range problem.
 */
function useRecords<P extends RecordsPath>(path: P, name: string, query: Query, enabled: boolean) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  // Days of the merchant's zone, the one the pages show (the server's default too).
  const full = { ...query, timeZone: siteTimeZone() };
  return useQuery({
    queryKey: ['records', name, token, i18n.language, full],
    queryFn: () => call(path, { query: full }),
    enabled: enabled && !!token,
    placeholderData: keepPreviousData,
  });
}

export const useBetRecords = (q: BetRecordsQuery, enabled: boolean) => useRecords(API.records.bets, 'bets', q as Query, enabled);

export const useTransactionRecords = (q: TransactionRecordsQuery, enabled: boolean) =>
  useRecords(API.records.transactions, 'transactions', q as Query, enabled);

export const useProfitRecords = (q: ProfitRecordsQuery, enabled: boolean) =>
  useRecords(API.records.profit, 'profit', q as Query, enabled);
