import type { Db } from '../../db/database.js';
import { hasRealDraws, latestDraws } from './lottery.repository.js';

/**
 * The latest draws of the vendors' games, newest first. Until the lottery engine stores
 * real draws for them, the seeded sample draws answer, each marked sample: true.
 */
export async function openedNumbers(
  db: Db,
  merchantId: string,
  vendors: readonly string[],
  q: { gameCode?: string | undefined; limit: number },
) {
  const sample = !(await hasRealDraws(db, merchantId, vendors));
  const rows = await latestDraws(db, merchantId, { vendors, gameCode: q.gameCode, sample, limit: q.limit });
  return rows.map((r) => ({
    gameCode: r.game_code,
    prizeMode: r.prize_mode,
    drawNo: r.draw_no,
    numbers: r.numbers,
    drawnAt: r.drawn_at.toISOString(),
    sample: r.is_sample,
  }));
}
