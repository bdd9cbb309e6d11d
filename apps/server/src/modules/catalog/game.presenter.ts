import { sql } from 'kysely';
import { GAME_TYPES, textIn, type Game, type GameType } from '@playhouse/contract';
import type { Db } from '../../db/database.js';

/**
 * The one definition of "a game the merchant offers" and of how a game row becomes the
 * contract's Game. Other modules (favourites, recent games, winners) build on these two.
 *
 * Offered = a merchant_games row that is enabled, of a vendor the merchant has enabled
 * (merchant_vendors) and whose global status is not 'disabled'. A vendor in maintenance
 * stays listed with maintenance: true.
 */

/** The row presentGame needs (the columns that offeredGames selects). */
export interface GameRow {
  node_id: string;
  game_id: string;
  game_code: string;
  vassalage: string;
  game_type: string;
  is_game: boolean;
  is_hot: boolean;
  is_new: boolean;
  game_classify: string | null;
  icon_url: string;
  large_icon_url: string;
  names: Record<string, string>;
  vendor_status: string;
}

/**
 * The columns presentGame reads, over games g, vendors v and a merchant_games row (or a page of
 * them) aliased mg.
 */
export const gameColumns = [
  'g.id as node_id',
  'g.game_id',
  'g.game_code',
  'v.code as vassalage',
  'g.game_type',
  'g.is_game',
  sql<boolean>`(mg.is_hot OR g.is_hot)`.as('is_hot'),
  'g.is_new',
  'g.game_classify',
  'g.icon_url',
  'g.large_icon_url',
  'g.names',
  'v.status as vendor_status',
] as const;

/**
 * The offered games of a merchant with every column presentGame needs. Tables are aliased
 * mg (merchant_games), g (games), v (vendors), mv (merchant_vendors): add joins, where,
 * orderBy (e.g. 'mg.sequence', 'mg.game_id') and limit as needed.
 */
export function offeredGames(db: Db, merchantId: string) {
  return db
    .selectFrom('merchant_games as mg')
    .innerJoin('games as g', 'g.id', 'mg.game_id')
    .innerJoin('vendors as v', 'v.id', 'mg.vendor_id')
    .innerJoin('merchant_vendors as mv', (j) =>
      j.onRef('mv.merchant_id', '=', 'mg.merchant_id').onRef('mv.vendor_id', '=', 'mg.vendor_id'),
    )
    .where('mg.merchant_id', '=', merchantId)
    .where('mg.enabled', '=', true)
    .where('mv.enabled', '=', true)
    .where('v.status', '<>', 'disabled')
    .select(gameColumns);
}

/** The name in `lang`, else EN, else any. */
export function localized(names: Record<string, string>, lang: string): string {
  return textIn(names, lang);
}

const asGameType = (t: string): GameType => ((GAME_TYPES as readonly string[]).includes(t) ? (t as GameType) : 'RNG');

/**
 * displayName and gameName are the name in the caller's language; nodeName is the
 * canonical (EN) name, which stays the same whatever the language.
 */
export function presentGame(row: GameRow, lang: string): Game {
  const name = localized(row.names, lang);
  return {
    nodeId: Number(row.node_id),
    gameId: row.game_id,
    gameCode: row.game_code,
    displayName: name,
    gameName: name,
    nodeName: localized(row.names, 'EN'),
    vassalage: row.vassalage,
    gameType: asGameType(row.game_type),
    isGame: row.is_game,
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new,
    gameClassify: row.game_classify,
    showIcon: row.icon_url,
    iconUrl: row.icon_url,
    lagerIcon: row.large_icon_url,
    maintenance: row.vendor_status === 'maintenance',
  };
}
