import { z } from 'zod';

/** A game's one-time launch token or its session token (seamless protocol and BGS). */
export const gameToken = z.string().min(16).max(128);

/** POST /wps/game/launchGame: start a game (login with a real account required). */
export const launchGameRequest = z.object({ nodeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const launchGameAnswer = z.object({
  /** Where the browser goes: the provider's game with a one-time launch token (or /bgs/play/...). */
  url: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  walletMode: z.enum(['seamless', 'transfer']),
});
export type LaunchGameAnswer = z.infer<typeof launchGameAnswer>;
