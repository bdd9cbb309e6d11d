import type { Db } from '../../db/database.js';

export interface WinnerRow {
  customer_name: string;
  win_amount: string;
  is_sample: boolean;
  names: Record<string, string>;
  icon_url: string;
}

export async function hasRealWins(db: Db, merchantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('winner_board')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('is_sample', '=', false)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** The latest entries, of one game type when given, sample or real rows only. */
export function latestWinners(
  db: Db,
  merchantId: string,
  q: { gameType?: string; sample: boolean; limit: number },
): Promise<WinnerRow[]> {
  let query = db
    .selectFrom('winner_board as w')
    .innerJoin('games as g', 'g.id', 'w.game_id')
    .select(['w.customer_name', 'w.win_amount', 'w.is_sample', 'g.names', 'g.icon_url'])
    .where('w.merchant_id', '=', merchantId)
    .where('w.is_sample', '=', q.sample);
  if (q.gameType) query = query.where('g.game_type', '=', q.gameType);
  return query.orderBy('w.won_at', 'desc').orderBy('w.id', 'desc').limit(q.limit).execute();
}

export interface NewWin {
  merchantId: string;
  customerName: string;
  amountMinor: number;
  gameId: string;
  isSample: boolean;
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
        is_sample: w.isSample,
        ...(w.wonAt ? { won_at: w.wonAt } : {}),
      })),
    )
    .execute();
}

export async function hasSampleWins(db: Db, merchantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('winner_board')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('is_sample', '=', true)
    .limit(1)
    .executeTakeFirst();
  return !!row;
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
