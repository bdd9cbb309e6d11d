import type { Db } from '../../db/database.js';
import { pageOfGames } from './favourites.service.js';
import type { Owner } from './favourites.repository.js';
import { countRecentGames, recentGames, upsertRecentGame } from './recent.repository.js';

/** A member's recent games list keeps this many. */
export const RECENT_KEEP = 50;

/**
 * Records that a member launched a game (called by the launch endpoint): the game moves
 * to the top of the member's recent games, which keep the latest 50.
 */
export async function recordRecentGame(db: Db, merchantId: string, memberId: string, gameId: string | number): Promise<void> {
  await upsertRecentGame(db, { merchantId, memberId }, String(gameId), RECENT_KEEP);
}

export async function recentPage(db: Db, o: Owner, lang: string, q: { pageNo: number; pageSize: number }) {
  const [rows, total] = await Promise.all([recentGames(db, o, q.pageSize, (q.pageNo - 1) * q.pageSize), countRecentGames(db, o)]);
  return pageOfGames(rows, lang, total, q.pageNo, q.pageSize);
}
