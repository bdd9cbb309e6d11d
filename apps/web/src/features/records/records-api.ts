import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  API,
  type BetRecordsPage,
  type BetRecordsQuery,
  type ProfitRecords,
  type ProfitRecordsQuery,
  type TransactionRecordsPage,
  type TransactionRecordsQuery,
} from '@playhouse/contract';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { browserTimeZone } from '../../lib/dates';

type Query = Record<string, string | number | undefined>;

/**
 * One records call per filter. The previous answer stays on screen while the next page or
 * filter loads. `enabled` is false while the form shows a range problem.
 */
function useRecords<T>(path: string, name: string, query: Query, enabled: boolean) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  const full = { ...query, timeZone: browserTimeZone() };
  return useQuery({
    queryKey: ['records', name, token, i18n.language, full],
    queryFn: () => call<T>(path, { query: full }),
    enabled: enabled && !!token,
    placeholderData: keepPreviousData,
  });
}

export const useBetRecords = (q: BetRecordsQuery, enabled: boolean) =>
  useRecords<BetRecordsPage>(API.records.bets, 'bets', q as Query, enabled);

export const useTransactionRecords = (q: TransactionRecordsQuery, enabled: boolean) =>
  useRecords<TransactionRecordsPage>(API.records.transactions, 'transactions', q as Query, enabled);

export const useProfitRecords = (q: ProfitRecordsQuery, enabled: boolean) =>
  useRecords<ProfitRecords>(API.records.profit, 'profit', q as Query, enabled);
