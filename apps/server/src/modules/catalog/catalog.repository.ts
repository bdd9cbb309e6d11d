import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { gameColumns, offeredGames, type GameRow } from './game.presenter.js';

/**
 * The merchant's catalog version, bumped by triggers on every change of its games, vendors,
 * lanes and site content; the catalog's and the content's caches and ETags key on it. A
 * merchant never bumped has no row yet: version 1, the column default (a first bump writes 2).
 */
export async function catalogVersion(db: Db, merchantId: string): Promise<string> {
  const row = await db.selectFrom('catalog_versions').select('version').where('merchant_id', '=', merchantId).executeTakeFirst();
  return row?.version ?? '1';
}

export interface GameFilter {
  /** The visible vendors to list (never empty: the service answers an empty page itself). */
  vendorIds: string[];
  gameType?: string;
  /** Already a LIKE pattern (escaped, with its % wildcards). */
  namePattern?: string;
  /**
   * How the search joins: 'hits' collects the matching games first (ARRAY() is an InitPlan,
   * through the trigram index) and probes merchant_games_pkey, best for few hits; 'scan'
   * is a semi-join the planner may serve by walking the list index in order and stopping
   * at the page, best for many hits or terms too short for trigrams.
   */
  nameVia?: 'hits' | 'scan';
  hot?: boolean;
  isNew?: boolean;
  favouritesOf?: string;
  recentOf?: string;
}

/** Whether the filter looks at more than merchant_games (its total then needs a query). */
export const needsGameColumns = (f: GameFilter) => !!(f.namePattern || f.hot || f.isNew || f.favouritesOf || f.recentOf);

/**
 * The matching merchant_games rows, on merchant_games alone (its indexes give the order);
 * game columns are tested in EXISTS, so a page is cut before any join.
 */
function matching(db: Db, merchantId: string, f: GameFilter) {
  return db
    .selectFrom('merchant_games as mg')
    .where('mg.merchant_id', '=', merchantId)
    .where('mg.enabled', '=', true)
    .where('mg.vendor_id', 'in', f.vendorIds)
    .$if(!!f.gameType, (q) => q.where('mg.game_type', '=', f.gameType!))
    .$if(!!f.namePattern && f.nameVia === 'hits', (q) =>
      q.where(
        sql<boolean>`mg.game_id = ANY(ARRAY(${db.selectFrom('games').select('id').where('search_text', 'ilike', f.namePattern!)}))`,
      ),
    )
    .$if(!!f.namePattern && f.nameVia !== 'hits', (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('games as g')
            .select('g.id')
            .whereRef('g.id', '=', 'mg.game_id')
            .where('g.search_text', 'ilike', f.namePattern!),
        ),
      ),
    )
    .$if(!!f.isNew, (q) =>
      q.where((eb) =>
        eb.exists(eb.selectFrom('games as g').select('g.id').whereRef('g.id', '=', 'mg.game_id').where('g.is_new', '=', true)),
      ),
    )
    .$if(!!f.hot, (q) =>
      q.where((eb) =>
        eb.or([
          eb('mg.is_hot', '=', true),
          eb.exists(eb.selectFrom('games as g').select('g.id').whereRef('g.id', '=', 'mg.game_id').where('g.is_hot', '=', true)),
        ]),
      ),
    )
    .$if(!!f.favouritesOf, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('favourites as f')
            .select('f.game_id')
            .whereRef('f.merchant_id', '=', 'mg.merchant_id')
            .whereRef('f.game_id', '=', 'mg.game_id')
            .where('f.member_id', '=', f.favouritesOf!),
        ),
      ),
    )
    .$if(!!f.recentOf, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('recent_games as r')
            .select('r.game_id')
            .whereRef('r.merchant_id', '=', 'mg.merchant_id')
            .whereRef('r.game_id', '=', 'mg.game_id')
            .where('r.member_id', '=', f.recentOf!),
        ),
      ),
    );
}

/** A position in a list's order (merchant_games' sequence, then game id). */
export interface ListKey {
  sequence: number;
  gameId: string;
}

/**
 * Every `every`-th key of a list in its order (the keys at offsets 0, every, 2·every, …): one
 * walk of the list's index, so that a deep page starts from the nearest key before it instead
 * of walking from the top (catalog.service.ts keeps them per catalog version).
 */
export async function listKeys(db: Db, merchantId: string, f: GameFilter, every: number): Promise<ListKey[]> {
  const ordered = matching(db, merchantId, f)
    .select(['mg.sequence', 'mg.game_id', sql<string>`row_number() OVER (ORDER BY mg.sequence, mg.game_id) - 1`.as('n')])
    .as('o');
  const rows = await db
    .selectFrom(ordered)
    .select(['o.sequence', 'o.game_id'])
    .where(sql<boolean>`o.n % ${every} = 0`)
    .orderBy('o.n')
    .execute();
  return rows.map((r) => ({ sequence: r.sequence, gameId: r.game_id }));
}

/**
 * One page of offered games in the merchant's order: the page is cut from a list index alone
 * (it carries vendor_id and is_hot), then joined to games and vendors only. The filter's
 * vendorIds are the offered vendors (enabled for the merchant, not disabled), so the page needs
 * none of offeredGames' other joins. With `from`, the offset counts from that key (inclusive)
 * instead of the list's top.
 */
export function gamePageQuery(db: Db, merchantId: string, f: GameFilter, limit: number, offset: number, from?: ListKey) {
  const page = matching(db, merchantId, f)
    .$if(!!from, (q) => q.where(sql<boolean>`(mg.sequence, mg.game_id) >= (${from!.sequence}, ${from!.gameId}::bigint)`))
    .select(['mg.game_id', 'mg.sequence', 'mg.vendor_id', 'mg.is_hot'])
    .orderBy('mg.sequence')
    .orderBy('mg.game_id')
    .limit(limit)
    .offset(offset)
    .as('mg');
  return db
    .selectFrom(page)
    .innerJoin('games as g', 'g.id', 'mg.game_id')
    .innerJoin('vendors as v', 'v.id', 'mg.vendor_id')
    .select(gameColumns)
    .orderBy('mg.sequence')
    .orderBy('mg.game_id');
}

export function gamePage(
  db: Db,
  merchantId: string,
  f: GameFilter,
  limit: number,
  offset: number,
  from?: ListKey,
): Promise<GameRow[]> {
  return gamePageQuery(db, merchantId, f, limit, offset, from).execute();
}

export function countQuery(db: Db, merchantId: string, f: GameFilter) {
  return matching(db, merchantId, f).select((eb) => eb.fn.countAll<string>().as('n'));
}

export async function countGames(db: Db, merchantId: string, f: GameFilter): Promise<number> {
  const row = await countQuery(db, merchantId, f).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function hotGames(db: Db, merchantId: string, vendorIds: string[], limit: number): Promise<GameRow[]> {
  return gamePage(db, merchantId, { vendorIds, hot: true }, limit, 0);
}

/** The offered games of one vendor (the VN lottery menu), lobbies excluded. */
export function vendorGames(db: Db, merchantId: string, vendor: string, limit: number): Promise<GameRow[]> {
  return offeredGames(db, merchantId)
    .where('v.code', '=', vendor)
    .where('g.is_game', '=', true)
    .orderBy('mg.sequence')
    .orderBy('mg.game_id')
    .limit(limit)
    .execute();
}

/** A member's recently played games of one vendor, latest first. */
export function recentVendorGames(
  db: Db,
  merchantId: string,
  memberId: string,
  vendor: string,
  limit: number,
): Promise<GameRow[]> {
  return offeredGames(db, merchantId)
    .innerJoin('recent_games as r', (j) => j.onRef('r.merchant_id', '=', 'mg.merchant_id').onRef('r.game_id', '=', 'mg.game_id'))
    .where('r.member_id', '=', memberId)
    .where('v.code', '=', vendor)
    .orderBy('r.played_at', 'desc')
    .limit(limit)
    .execute();
}
