import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { offeredGames, type GameRow } from '../catalog/index.js';
import type { Owner } from './favourites.repository.js';

/** Playing again moves the game to the top; beyond `keep` games the oldest go. Inside the caller's transaction when given one (an event's delivery). */
export async function upsertRecentGame(db: Db, o: Owner, gameId: string, keep: number): Promise<void> {
  const inTransaction = (fn: (trx: Db) => Promise<void>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  await inTransaction(async (trx) => {
    await trx
      .insertInto('recent_games')
      .values({
        merchant_id: o.merchantId,
        member_id: o.memberId,
        game_id: gameId,
        played_at: sql<Date>`clock_timestamp()` as unknown as Date,
      })
      .onConflict((oc) =>
        oc
          .columns(['merchant_id', 'member_id', 'game_id'])
          .doUpdateSet({ played_at: sql<Date>`clock_timestamp()` as unknown as Date }),
      )
      .execute();
    await sql`
      DELETE FROM recent_games
      WHERE merchant_id = ${o.merchantId} AND member_id = ${o.memberId}
        AND game_id NOT IN (
          SELECT game_id FROM recent_games
          WHERE merchant_id = ${o.merchantId} AND member_id = ${o.memberId}
          ORDER BY played_at DESC, game_id DESC LIMIT ${keep})`.execute(trx);
  });
}

function offeredRecent(db: Db, o: Owner) {
  return offeredGames(db, o.merchantId).innerJoin('recent_games as r', (j) =>
    j.onRef('r.game_id', '=', 'mg.game_id').on('r.merchant_id', '=', o.merchantId).on('r.member_id', '=', o.memberId),
  );
}

export function recentGames(db: Db, o: Owner, limit: number, offset: number): Promise<GameRow[]> {
  return offeredRecent(db, o).orderBy('r.played_at', 'desc').orderBy('r.game_id', 'desc').limit(limit).offset(offset).execute();
}

export async function countRecentGames(db: Db, o: Owner): Promise<number> {
  const r = await offeredRecent(db, o)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
