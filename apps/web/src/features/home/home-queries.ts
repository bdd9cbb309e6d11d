import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { API, LIMITS, type GameType, type winnersAnswer } from '@playhouse/contract';
import { call } from '../../lib/api-client';

const fiveMinutes = 5 * 60_000;

/** The first games of a category for its home section (§9: up to 12 items). */
export const useSectionGames = (type: GameType, lang: string, enabled = true) =>
  useQuery({
    queryKey: ['home', 'section', type, lang],
    queryFn: () =>
      call(API.games.list, { query: { gameType: type, pageNo: 1, pageSize: LIMITS.homeSectionItems } }).then((p) => p.content),
    staleTime: fiveMinutes,
    enabled,
  });

export type WinnerRow = z.infer<typeof winnersAnswer>[number];

/** The winner board (§7: gameCategory ALL, limitNum 20). */
export const useWinners = (lang: string) =>
  useQuery({
    queryKey: ['home', 'winners', lang],
    queryFn: () => call(API.games.winners, { query: { gameCategory: 'ALL', limitNum: LIMITS.winnerBoardLimit } }),
    staleTime: 60_000,
  });
