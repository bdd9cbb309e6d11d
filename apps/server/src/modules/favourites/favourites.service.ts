import { LIMITS, type GamePage, type GameType } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { hit } from '../../lib/rate-limit.js';
import { presentGame, type GameRow } from '../catalog/index.js';
import {
  countFavourites,
  countOfferedFavourites,
  deleteFavourite,
  favouriteGameIds,
  favouriteGames,
  findOfferedGame,
  insertFavourite,
  isFavourite,
  type Owner,
} from './favourites.repository.js';

/** The UI allows one toggle a second; the server allows a burst of 10 in 10 s per member. */
export const TOGGLE_LIMIT = { hits: 10, windowSeconds: 10 };

export interface FavouriteInput {
  nodeId: number;
  vendor?: string | undefined;
  gameType?: GameType | undefined;
}

export function pageOfGames(rows: GameRow[], lang: string, total: number, pageNo: number, pageSize: number): GamePage {
  return {
    content: rows.map((r) => presentGame(r, lang)),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
  };
}

export async function favouriteIds(db: Db, o: Owner) {
  return { favGameIds: (await favouriteGameIds(db, o)).map(Number) };
}

export async function favouritePage(
  db: Db,
  o: Owner,
  lang: string,
  q: { pageNo: number; pageSize: number; gameType?: GameType | undefined },
) {
  const [rows, total] = await Promise.all([
    favouriteGames(db, o, q.gameType, q.pageSize, (q.pageNo - 1) * q.pageSize),
    countOfferedFavourites(db, o, q.gameType),
  ]);
  return pageOfGames(rows, lang, total, q.pageNo, q.pageSize);
}

async function throttle(db: Db, o: Owner) {
  const h = await hit(db, `fav:${o.merchantId}:${o.memberId}`, TOGGLE_LIMIT.windowSeconds);
  if (h.hits > TOGGLE_LIMIT.hits) throw new AppError('rate_limited');
}

/**
 * Adds a game the merchant offers. Idempotent: an existing favourite stays as it is. The
 * vendor and gameType, when sent, must be the game's own (else the game is not found).
 */
export async function addFavourite(db: Db, o: Owner, input: FavouriteInput) {
  await throttle(db, o);
  const game = await findOfferedGame(db, o.merchantId, input.nodeId);
  if (!game || (input.vendor && input.vendor !== game.vassalage) || (input.gameType && input.gameType !== game.game_type)) {
    throw new AppError('not_found');
  }
  if (!(await isFavourite(db, o, game.node_id))) {
    if ((await countFavourites(db, o)) >= LIMITS.favouriteListSize) throw new AppError('favourites_full');
    await insertFavourite(db, o, game.node_id);
  }
  return favouriteIds(db, o);
}

/** Removes a favourite; removing one that is not there is fine too. */
export async function removeFavourite(db: Db, o: Owner, input: FavouriteInput) {
  await throttle(db, o);
  await deleteFavourite(db, o, String(input.nodeId));
  return favouriteIds(db, o);
}
