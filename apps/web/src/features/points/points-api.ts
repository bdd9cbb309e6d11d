import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@playhouse/contract';
import {
  convertAnswer,
  mallItemsAnswer,
  pointRecordPage,
  pointsAnswer,
  redeemRecord,
  redeemRecordPage,
} from '@playhouse/contract/engagement';
import { parsedCall } from '../../lib/parsed-call';
import { useRetrySafeMutation } from '../../lib/request-id';
import { useSession } from '../../lib/session';

/** The points mall's calls; the answers are parsed here so the engagement schemas stay in this chunk. */

const key = (token: string | null, lang: string, ...rest: unknown[]) => ['points', token, lang, ...rest];

export function usePoints() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: key(token, i18n.language, 'balance'),
    queryFn: () => parsedCall(pointsAnswer, API.points.balance),
    enabled: !!token,
  });
}

export function useMallItems() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: key(token, i18n.language, 'items'),
    queryFn: () => parsedCall(mallItemsAnswer, API.points.items),
    enabled: !!token,
  });
}

export function usePointRecords(pageNo: number) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: key(token, i18n.language, 'records', pageNo),
    queryFn: () => parsedCall(pointRecordPage, API.points.records, { query: { pageNo, pageSize: 10 } }),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

export function useRedeemRecords(pageNo: number) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: key(token, i18n.language, 'redeems', pageNo),
    queryFn: () => parsedCall(redeemRecordPage, API.points.redeems, { query: { pageNo, pageSize: 10 } }),
    enabled: !!token,
    placeholderData: keepPreviousData,
  });
}

/** After points moved: every points query (balance, items, records) reads again. */
function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['points'] });
}

/** Convert: retry-safe (the same request id until a definite answer). */
export function useConvert(onError: (e: Error) => void) {
  const refresh = useRefresh();
  return useRetrySafeMutation({
    keyOf: (points: string) => `convert:${points}`,
    send: (points: string, requestId) =>
      parsedCall(convertAnswer, API.points.convert, { method: 'POST', body: { points, requestId } }),
    onSuccess: () => refresh(),
    onError: (e) => {
      void refresh();
      onError(e);
    },
  });
}

export function useRedeem(onError: (e: Error) => void) {
  const refresh = useRefresh();
  return useRetrySafeMutation({
    keyOf: (b: { itemId: string; quantity: number }) => `redeem:${b.itemId}:${b.quantity}`,
    send: (b: { itemId: string; quantity: number }, requestId) =>
      parsedCall(redeemRecord, API.points.redeem, { method: 'POST', body: { ...b, requestId } }),
    onSuccess: () => refresh(),
    onError: (e) => {
      void refresh();
      onError(e);
    },
  });
}
