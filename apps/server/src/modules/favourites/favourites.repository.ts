import type { Db } from '../../db/database.js';
import { offeredGames, type GameRow } from '../catalog/index.js';
import type { Owner } from '../session/index.js';

export type { Owner };

/** A game the merchant offers, with the columns presentGame needs. */
export function findOfferedGame(db: Db, merchantId: string, nodeId: number): Promise<GameRow | undefined> {
  return offeredGames(db, merchantId).where('g.id', '=', String(nodeId)).executeTakeFirst();
}

export async function isFavourite(db: Db, o: Owner, gameId: string): Promise<boolean> {
  const row = await db
    .selectFrom('favourites')
    .select('game_id')
    .where('merchant_id', '=', o.merchantId)
    .where('member_id', '=', o.memberId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return !!row;
}

/** Every favourite row of the member, offered or not (the cap counts them all). */
export async function countFavourites(db: Db, o: Owner): Promise<number> {
  const r = await db
    .selectFrom('favourites')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', o.merchantId)
    .where('member_id', '=', o.memberId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Adding an existing favourite does nothing (keeps its first date). */
export async function insertFavourite(db: Db, o: Owner, gameId: string): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ merchant_id: o.merchantId, member_id: o.memberId, game_id: gameId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteFavourite(db: Db, o: Owner, gameId: string): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('merchant_id', '=', o.merchantId)
    .where('member_id', '=', o.memberId)
    .where('game_id', '=', gameId)
    .execute();
}

/** The member's favourites among the games still offered; newest first. */
function offeredFavourites(db: Db, o: Owner, gameType?: string) {
  let q = offeredGames(db, o.merchantId).innerJoin('favourites as f', (j) =>
    j.onRef('f.game_id', '=', 'mg.game_id').on('f.merchant_id', '=', o.merchantId).on('f.member_id', '=', o.memberId),
  );
  if (gameType) q = q.where('mg.game_type', '=', gameType);
  return q;
}

export async function favouriteGameIds(db: Db, o: Owner): Promise<string[]> {
  const rows = await offeredFavourites(db, o)
    .clearSelect()
    .select('f.game_id')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.game_id', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
}

export async function favouriteGames(
  db: Db,
  o: Owner,
  gameType: string | undefined,
  limit: number,
  offset: number,
): Promise<GameRow[]> {
  return offeredFavourites(db, o, gameType)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.game_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countOfferedFavourites(db: Db, o: Owner, gameType: string | undefined): Promise<number> {
  const r = await offeredFavourites(db, o, gameType)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
