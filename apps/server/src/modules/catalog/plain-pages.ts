import { CompiledQuery, sql } from 'kysely';
import { poolOf, type Db } from '../../db/database.js';
import type { GameFilter, ListKey } from './catalog.repository.js';
import { gameColumns, type GameRow } from './game.presenter.js';

/**
 * Pages of a plain list (vendors and type only: every lobby page that is not a search or a
 * personal list), read with one prepared statement per shape and several pages per statement.
 *
 * Why: an uncached page is one short query, and its fixed costs (building it, parse-bind-execute,
 * the executor's start-up, two socket round trips) were most of the page's price. So
 * the text is written once (no query builder per request), prepared once per connection, and
 * the pages of one list asked in the same turn of the event loop travel together: each asked
 * page is a row of an unnest() and a LATERAL walk of the list index from its key.
 */

/** Before every list key (sequence is an integer, game ids are positive). */
export const LIST_START: ListKey = { sequence: -2147483648, gameId: '0' };

/** One page asked: `offset` games past `from` (inclusive). */
export interface PageAsk {
  offset: number;
  from: ListKey;
}

/** At most this many pages in one statement (a burst waits for the next one). */
const MOST_PAGES = 32;

/**
 * $1 merchant, $2 vendor ids, $3 sequences, $4 game ids and $5 offsets of the asked pages (one
 * element each), $6 page size, [$7 game type]. Each row carries `page`, its ask's position (1-based).
 */
const texts = new Map<boolean, string>();
function pagesText(db: Db, typed: boolean): string {
  let text = texts.get(typed);
  if (text) return text;
  const asks = sql<{ seq: number; gid: string; off: number; page: string }>`(SELECT * FROM unnest(
    ${sql.raw('$3')}::int[], ${sql.raw('$4')}::bigint[], ${sql.raw('$5')}::int[]) WITH ORDINALITY AS u(seq, gid, off, page))`;
  const walk = sql<{
    game_id: string;
    sequence: number;
    vendor_id: string;
    is_hot: boolean;
  }>`(SELECT game_id, sequence, vendor_id, is_hot
    FROM merchant_games
    WHERE merchant_id = ${sql.raw('$1')} AND enabled AND vendor_id = ANY(${sql.raw('$2')}::bigint[])
      ${sql.raw(typed ? 'AND game_type = $7' : '')} AND (sequence, game_id) >= (k.seq, k.gid)
    ORDER BY sequence, game_id LIMIT ${sql.raw('$6')} OFFSET k.off)`;
  text = db
    .selectFrom(asks.as('k'))
    .crossJoinLateral(walk.as('mg'))
    .innerJoin('games as g', 'g.id', 'mg.game_id')
    .innerJoin('vendors as v', 'v.id', 'mg.vendor_id')
    .select('k.page')
    .select(gameColumns)
    .orderBy('k.page')
    .orderBy('mg.sequence')
    .orderBy('mg.game_id')
    .compile().sql;
  texts.set(typed, text);
  return text;
}

/** The prepared statement that reads `asks` of one plain list, `limit` games each. */
export function plainPagesStatement(db: Db, merchantId: string, f: GameFilter, limit: number, asks: PageAsk[]) {
  const typed = !!f.gameType;
  const values: unknown[] = [
    merchantId,
    f.vendorIds,
    asks.map((a) => a.from.sequence),
    asks.map((a) => a.from.gameId),
    asks.map((a) => a.offset),
    limit,
  ];
  if (typed) values.push(f.gameType);
  return { name: `catalog-plain-pages-${typed ? 'typed' : 'all'}`, text: pagesText(db, typed), values };
}

/** Reads the asked pages of one plain list in one statement, in the order asked. */
export async function readPlainPages(
  db: Db,
  merchantId: string,
  f: GameFilter,
  limit: number,
  asks: PageAsk[],
): Promise<GameRow[][]> {
  const statement = plainPagesStatement(db, merchantId, f, limit, asks);
  const pool = poolOf(db);
  const rows = pool
    ? (await pool.query<GameRow & { page: string }>(statement)).rows
    : (await db.executeQuery<GameRow & { page: string }>(CompiledQuery.raw(statement.text, statement.values))).rows;
  const pages: GameRow[][] = asks.map(() => []);
  for (const { page, ...row } of rows) pages[Number(page) - 1]!.push(row);
  return pages;
}

interface Waiting extends PageAsk {
  resolve(rows: GameRow[]): void;
  reject(e: unknown): void;
}

/**
 * Collects the plain pages asked during one turn of the event loop, per list, and reads each
 * list's pages in one statement after the turn (setImmediate: after the I/O callbacks of the
 * turn, so requests that arrived together are answered together).
 */
export function plainPageReader(db: Db) {
  const lists = new Map<string, { merchantId: string; f: GameFilter; limit: number; waiting: Waiting[] }>();
  let scheduled = false;

  function flush() {
    scheduled = false;
    const due = [...lists.values()];
    lists.clear();
    for (const list of due)
      for (let i = 0; i < list.waiting.length; i += MOST_PAGES) {
        const batch = list.waiting.slice(i, i + MOST_PAGES);
        readPlainPages(db, list.merchantId, list.f, list.limit, batch).then(
          (pages) => batch.forEach((w, n) => w.resolve(pages[n]!)),
          (e: unknown) => batch.forEach((w) => w.reject(e)),
        );
      }
  }

  return {
    /** `limit` games of the plain list `f`, `offset` past `from`. */
    page(merchantId: string, f: GameFilter, limit: number, offset: number, from = LIST_START): Promise<GameRow[]> {
      const key = JSON.stringify([merchantId, f.vendorIds, f.gameType ?? null, limit]);
      let list = lists.get(key);
      if (!list) lists.set(key, (list = { merchantId, f, limit, waiting: [] }));
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return new Promise((resolve, reject) => list.waiting.push({ offset, from, resolve, reject }));
    },
  };
}
