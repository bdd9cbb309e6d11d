import { formatResult } from '@playhouse/contract/lottery';
import type { Db } from '../../db/database.js';
import { latestDraws } from './lottery.repository.js';
import { latestDrawn } from './engine/rounds.repository.js';

/**
 * Number openings: the latest real draws, newest first (sample rows are no longer answered).
 * The lotto endpoint answers our engine's fast draws (LOTT: ZY and ELOTT bet on the same draws);
 * the VN endpoint answers stored VN results (official results arrive with issue 12).
 */
export async function openedNumbers(
  db: Db,
  merchantId: string,
  vendors: readonly string[],
  q: { gameCode?: string | undefined; limit: number },
) {
  const rows = await latestDraws(db, merchantId, { vendors, gameCode: q.gameCode, limit: q.limit });
  return rows.map((r) => ({
    gameCode: r.game_code,
    prizeMode: r.prize_mode,
    drawNo: r.draw_no,
    numbers: r.numbers,
    drawnAt: r.drawn_at.toISOString(),
    sample: false,
  }));
}

export async function engineOpenedNumbers(db: Db, merchantId: string, q: { gameCode?: string | undefined; limit: number }) {
  const rows = await latestDrawn(db, merchantId, q.gameCode, q.limit);
  return rows.map((r) => ({
    gameCode: r.code,
    prizeMode: 'LOTT' as const,
    drawNo: r.draw_no,
    // Two-digit numbers for 11x5 and PK10 ("03"), digits for the others, as the pages show them.
    numbers: formatResult(r.family, r.result!).split(','),
    drawnAt: r.drawn_at!.toISOString(),
    sample: false,
  }));
}
