import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '@playhouse/contract';
import {
  bettingAnswer,
  cancelAnswer,
  historyAnswer,
  lotteryGamesAnswer,
  nearAnswer,
  ordersAnswer,
  playMenuAnswer,
  proofAnswer,
  type BettingBody,
  type LotteryPrizeMode,
} from '@playhouse/contract/lottery';
import { call, type CallOptions } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { walletKeys } from '../../lib/wallet-queries';

/**
 * The lottery calls. Their answer schemas live in the contract's lottery entry (not API_ANSWERS,
 * which every page loads), so each answer is parsed here with its own schema: typed by the
 * contract and checked at run time, while the zod of these schemas stays in the lottery chunk.
 */
const rawCall = call as unknown as (path: string, opts?: CallOptions) => Promise<unknown>;
export async function lotteryCall<S extends z.ZodType>(schema: S, path: string, opts?: CallOptions): Promise<z.output<S>> {
  return schema.parse(await rawCall(path, opts));
}

export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (token: string | null) => ['lottery', 'games', token] as const,
  near: (gameId: string) => ['lottery', 'near', gameId] as const,
  menu: (gameId: string, mode: LotteryPrizeMode) => ['lottery', 'menu', gameId, mode] as const,
  history: (gameId: string, page: number) => ['lottery', 'history', gameId, page] as const,
  orders: (gameId: string | undefined, page: number) => ['lottery', 'orders', gameId ?? '', page] as const,
  proof: (gameId: string, drawNo: string) => ['lottery', 'proof', gameId, drawNo] as const,
};

export function useLotteryGames() {
  const { token } = useSession();
  return useQuery({
    queryKey: lotteryKeys.games(token),
    queryFn: () => lotteryCall(lotteryGamesAnswer, API.lottery.games),
    enabled: !!token,
    staleTime: 5 * 60_000,
  });
}

/** The open draw; read again on every draw change the page notices (see useDrawClock). */
export function useNear(gameId: string) {
  return useQuery({
    queryKey: lotteryKeys.near(gameId),
    queryFn: () => lotteryCall(nearAnswer, API.lottery.near, { query: { gameId } }),
    // A safety net for a sleeping tab; the countdown asks again itself when a draw is due.
    refetchInterval: 30_000,
  });
}

export function usePlayMenu(gameId: string, prizeMode: LotteryPrizeMode) {
  return useQuery({
    queryKey: lotteryKeys.menu(gameId, prizeMode),
    queryFn: () => lotteryCall(playMenuAnswer, API.lottery.playMenu, { params: { gameId }, query: { prizeMode } }),
    staleTime: 60_000,
  });
}

export function useDrawHistory(gameId: string, page: number, pageSize = 30) {
  return useQuery({
    queryKey: lotteryKeys.history(gameId, page),
    queryFn: () => lotteryCall(historyAnswer, API.lottery.history, { params: { gameId }, query: { pageNo: page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(gameId: string | undefined, page: number) {
  return useQuery({
    queryKey: lotteryKeys.orders(gameId, page),
    queryFn: () => lotteryCall(ordersAnswer, API.lottery.orders, { query: { gameId, pageNo: page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
    // Pending tickets settle at the draw: read again while one waits.
    refetchInterval: (q) => (q.state.data?.content.some((t) => t.status === 'pending') ? 5_000 : false),
  });
}

export function useProof(gameCode: string, drawNo: string | null) {
  return useQuery({
    queryKey: lotteryKeys.proof(gameCode, drawNo ?? ''),
    queryFn: () => lotteryCall(proofAnswer, API.lottery.proof, { params: { gameCode, drawNo: drawNo! } }),
    enabled: drawNo !== null,
    staleTime: Infinity,
  });
}

/** Money moved: the balance (the socket pushes it too, this covers a dropped socket) and the orders list (`orders`). */
export function useAfterMoney(orders: QueryKey = ['lottery', 'orders']) {
  const client = useQueryClient();
  const { token } = useSession();
  return () => {
    void client.invalidateQueries({ queryKey: walletKeys.balance(token) });
    void client.invalidateQueries({ queryKey: orders });
  };
}

export function usePlaceBet() {
  const after = useAfterMoney();
  return useMutation({
    mutationFn: (body: BettingBody) => lotteryCall(bettingAnswer, API.lottery.betting, { method: 'POST', body }),
    onSuccess: after,
  });
}

export function useCancelTicket() {
  const after = useAfterMoney();
  return useMutation({
    mutationFn: (ticketId: string) =>
      lotteryCall(cancelAnswer, API.lottery.cancel, { method: 'POST', params: { ticketId }, body: {} }),
    onSuccess: after,
  });
}
