import { RESULT_SHAPES, formatResult, resultKindOf } from '@playhouse/contract/lottery';
import type { Db } from '../../db/database.js';
import { latestDrawn } from './engine/rounds.repository.js';
import { latestResulted } from './official/draws.repository.js';

/**
 * Number openings: the latest real draws, newest first. The lotto endpoint answers our engine's
 * fast draws (LOTT: ZY and ELOTT bet on the same draws); the VN endpoint answers the VN official
 * and fast games' results.
 */
export async function vnOpenedNumbers(db: Db, merchantId: string, q: { gameCode?: string | undefined; limit: number }) {
  const rows = await latestResulted(db, merchantId, 'VN', q.gameCode, q.limit);
  return rows.map((r) => ({
    gameCode: r.code,
    prizeMode: 'LOTT' as const,
    // A station's draw is named by its day and station (the North's by its day alone).
    drawNo: r.source === 'MB' ? r.draw_no : `${r.draw_no}-${r.source}`,
    // Every prize, special first, as the result lists them.
    numbers: Object.keys(RESULT_SHAPES[resultKindOf('VN', r.source)!]).flatMap((tier) => r.result[tier] ?? []),
    drawnAt: r.resulted_at.toISOString(),
    sample: false,
  }));
}

export async function engineOpenedNumbers(db: Db, merchantId: string, q: { gameCode?: string | undefined; limit: number }) {
  const rows = await latestDrawn(db, merchantId, q.gameCode, q.limit);
  return rows.map((r) => ({
    gameCode: r.code,
    prizeMode: 'LOTT' as const,
    // Two-digit numbers for 11x5 and PK10 ("03"), digits for the others, as the pages show them.
    numbers: formatResult(r.family, r.result!).split(','),
    drawNo: r.draw_no,
    drawnAt: r.drawn_at!.toISOString(),
    sample: false,
  }));
}
