import type { Db } from '../../db/database.js';
import type { PrizeMode } from './prize-modes.js';

export interface DrawRow {
  game_code: string;
  prize_mode: PrizeMode;
  draw_no: string;
  numbers: string[];
  drawn_at: Date;
}

/** The latest real draws of the vendors' games (of one game when given); rows marked sample are never answered. */
export function latestDraws(
  db: Db,
  merchantId: string,
  q: { vendors: readonly string[]; gameCode?: string | undefined; limit: number },
): Promise<DrawRow[]> {
  let query = db
    .selectFrom('lottery_draws')
    .select(['game_code', 'prize_mode', 'draw_no', 'numbers', 'drawn_at'])
    .where('merchant_id', '=', merchantId)
    .where('vendor', 'in', q.vendors)
    .where('is_sample', '=', false);
  if (q.gameCode) query = query.where('game_code', '=', q.gameCode);
  return query.orderBy('drawn_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
}

export interface NewDraw {
  merchantId: string;
  vendor: string;
  gameCode: string;
  prizeMode: PrizeMode;
  drawNo: string;
  numbers: string[];
  drawnAt: Date;
  isSample: boolean;
}

/** A draw already stored (same game and number) is kept as it is. */
export async function insertDraws(db: Db, draws: NewDraw[]): Promise<void> {
  if (!draws.length) return;
  await db
    .insertInto('lottery_draws')
    .values(
      draws.map((d) => ({
        merchant_id: d.merchantId,
        vendor: d.vendor,
        game_code: d.gameCode,
        prize_mode: d.prizeMode,
        draw_no: d.drawNo,
        numbers: d.numbers,
        drawn_at: d.drawnAt,
        is_sample: d.isSample,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
