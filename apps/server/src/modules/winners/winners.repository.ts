import type { Db } from '../../db/database.js';

export interface WinnerRow {
  customer_name: string;
  win_amount: string;
  names: Record<string, string>;
  icon_url: string;
}

/** Whether the merchant's board has any entry (the demo seed plays its winning rounds once). */
export async function hasWins(db: Db, merchantId: string): Promise<boolean> {
  const row = await db.selectFrom('winner_board').select('id').where('merchant_id', '=', merchantId).limit(1).executeTakeFirst();
  return !!row;
}

/** The latest entries, of one game type when given. */
export function latestWinners(db: Db, merchantId: string, q: { gameType?: string; limit: number }): Promise<WinnerRow[]> {
  let query = db
    .selectFrom('winner_board as w')
    .innerJoin('games as g', 'g.id', 'w.game_id')
    .select(['w.customer_name', 'w.win_amount', 'g.names', 'g.icon_url'])
    .where('w.merchant_id', '=', merchantId);
  if (q.gameType) query = query.where('g.game_type', '=', q.gameType);
  return query.orderBy('w.won_at', 'desc').orderBy('w.id', 'desc').limit(q.limit).execute();
}

export interface NewWin {
  merchantId: string;
  customerName: string;
  amountMinor: number;
  gameId: string;
  wonAt?: Date;
}

export async function insertWins(db: Db, wins: NewWin[]): Promise<void> {
  if (!wins.length) return;
  await db
    .insertInto('winner_board')
    .values(
      wins.map((w) => ({
        merchant_id: w.merchantId,
        customer_name: w.customerName,
        win_amount: w.amountMinor,
        game_id: w.gameId,
        ...(w.wonAt ? { won_at: w.wonAt } : {}),
      })),
    )
    .execute();
}

/** The catalog game of a vendor's game code, if the catalog has it. */
export async function gameIdOf(db: Db, vendor: string, gameCode: string): Promise<string | null> {
  const game = await db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select('g.id')
    .where('v.code', '=', vendor)
    .where('g.game_code', '=', gameCode)
    .executeTakeFirst();
  return game?.id ?? null;
}
