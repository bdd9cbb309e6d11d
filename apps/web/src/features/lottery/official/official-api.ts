import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@playhouse/contract';
import {
  officialBettingAnswer,
  officialCapacityAnswer,
  officialDrawsAnswer,
  officialGamesAnswer,
  officialMenuAnswer,
  officialOrdersAnswer,
  officialResultsAnswer,
  type OfficialArea,
  type OfficialBettingBody,
  type OfficialCapacityAnswer,
} from '@playhouse/contract/lottery';
import { useSession } from '../../../lib/session';
import { lotteryCall, useAfterMoney } from '../lottery-api';

/** The official lotteries' calls, parsed with their contract schemas in this chunk (see lottery-api.ts). */
export const officialKeys = {
  all: ['lottery', 'official'] as const,
  games: (area: OfficialArea, token: string | null) => ['lottery', 'official', 'games', area, token] as const,
  draws: (gameCode: string) => ['lottery', 'official', 'draws', gameCode] as const,
  menu: (gameCode: string) => ['lottery', 'official', 'menu', gameCode] as const,
  capacities: ['lottery', 'official', 'capacity'] as const,
  capacity: (gameCode: string, drawNo: string, source: string, productId: string) =>
    ['lottery', 'official', 'capacity', gameCode, drawNo, source, productId] as const,
  orders: ['lottery', 'official', 'orders'] as const,
  ordersOf: (gameCode: string, page: number) => ['lottery', 'official', 'orders', gameCode, page] as const,
  results: ['lottery', 'official', 'results'] as const,
  resultsOf: (gameCode: string, page: number, pageSize: number) =>
    ['lottery', 'official', 'results', gameCode, page, pageSize] as const,
};

export function useOfficialGames(area: OfficialArea) {
  const { token } = useSession();
  return useQuery({
    queryKey: officialKeys.games(area, token),
    queryFn: () => lotteryCall(officialGamesAnswer, API.official.games, { query: { area } }),
    enabled: !!token,
    staleTime: 5 * 60_000,
  });
}

/** The draw on sale; the page asks again when it closes (OfficialDrawPanel), this is a safety net for a sleeping tab. */
export function useOfficialDraws(gameCode: string) {
  return useQuery({
    queryKey: officialKeys.draws(gameCode),
    queryFn: () => lotteryCall(officialDrawsAnswer, API.official.draws, { query: { gameCode } }),
    refetchInterval: 30_000,
  });
}

export function useOfficialMenu(gameCode: string) {
  return useQuery({
    queryKey: officialKeys.menu(gameCode),
    queryFn: () => lotteryCall(officialMenuAnswer, API.official.menu, { query: { gameCode } }),
    staleTime: 60_000,
  });
}

const answersIn = (results: readonly { data?: OfficialCapacityAnswer }[]) => results.flatMap((r) => (r.data ? [r.data] : []));

/**
 * What each number of a product can still take, one call per chosen source, read again every
 * 15 s while shown: the answers in (a stable list while none changes).
 */
export function useOfficialCapacity(
  gameCode: string,
  drawNo: string | null,
  sources: readonly string[],
  productId: string | null,
) {
  return useQueries({
    queries: sources.map((source) => ({
      queryKey: officialKeys.capacity(gameCode, drawNo ?? '', source, productId ?? ''),
      queryFn: () =>
        lotteryCall(officialCapacityAnswer, API.official.capacity, {
          query: { gameCode, drawNo: drawNo!, source, productId: productId! },
        }),
      enabled: drawNo !== null && productId !== null,
      refetchInterval: 15_000,
      placeholderData: keepPreviousData,
    })),
    combine: answersIn,
  });
}

export function useOfficialOrders(gameCode: string, page: number) {
  return useQuery({
    queryKey: officialKeys.ordersOf(gameCode, page),
    queryFn: () => lotteryCall(officialOrdersAnswer, API.official.orders, { query: { gameCode, pageNo: page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
    // Pending bets settle when the result is published: read again while one waits.
    refetchInterval: (q) => (q.state.data?.content.some((b) => b.status === 'pending') ? 5_000 : false),
  });
}

/** The results board's rows (one per draw and source), `pageSize` a page. */
export function useOfficialResults(gameCode: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: officialKeys.resultsOf(gameCode, page, pageSize),
    queryFn: () => lotteryCall(officialResultsAnswer, API.official.results, { query: { gameCode, pageNo: page, pageSize } }),
    placeholderData: keepPreviousData,
    // A drawn day waits for its result: read again until it is in.
    refetchInterval: (q) =>
      q.state.data?.content.some((r) => r.result === null && r.state !== 'void' && r.state !== 'open') ? 5_000 : false,
  });
}

/** A ticket placed: the balance, my orders and the numbers' capacity are read again. */
export function useOfficialBet() {
  const client = useQueryClient();
  const after = useAfterMoney(officialKeys.orders);
  return useMutation({
    mutationFn: (body: OfficialBettingBody) => lotteryCall(officialBettingAnswer, API.official.betting, { method: 'POST', body }),
    onSuccess: () => {
      after();
      void client.invalidateQueries({ queryKey: officialKeys.capacities });
    },
  });
}
