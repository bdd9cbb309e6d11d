import type { Db } from '../../src/db/database.js';
import { findMerchantByCode } from '../../src/modules/merchant/index.js';
import { createSession } from '../../src/modules/session/index.js';

/**
 * Small, exact catalogs for the favourites, recent, winners and lottery tests (the demo
 * generator is for volume). Every merchant listed offers the vendor and its games.
 */
export interface TestGames {
  vendorId: string;
  /** nodeIds, in insertion order. */
  ids: string[];
}

let serial = 0;

export async function buildGames(
  db: Db,
  opts: { vendor: string; gameType?: string; count: number; merchants: string[]; names?: (i: number) => Record<string, string> },
): Promise<TestGames> {
  const gameType = opts.gameType ?? 'RNG';
  const { id: vendorId } = await db
    .insertInto('vendors')
    .values({ code: opts.vendor, name: `${opts.vendor} vendor`, game_type: gameType, logo_url: `/art/vendor/${opts.vendor}.svg` })
    .onConflict((oc) => oc.column('code').doUpdateSet({ name: `${opts.vendor} vendor` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let i = 0; i < opts.count; i++) {
    const n = ++serial;
    const names = opts.names?.(i) ?? { EN: `${opts.vendor} Game ${n}`, TY: `Laro ${n} ng ${opts.vendor}` };
    const { id } = await db
      .insertInto('games')
      .values({
        vendor_id: vendorId,
        game_code: `${opts.vendor}_${n}`,
        game_id: `v${n}`,
        game_type: gameType,
        icon_url: `/art/game/${n}.svg`,
        large_icon_url: `/art/game/${n}.svg?size=large`,
        names: JSON.stringify(names),
        search_text: Object.values(names).join(' ').toLowerCase(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  for (const merchantId of opts.merchants) await offer(db, merchantId, vendorId, ids);
  return { vendorId, ids };
}

/** The merchant offers the vendor and these games (idempotent). */
export async function offer(db: Db, merchantId: string, vendorId: string, gameIds: string[]) {
  await db
    .insertInto('merchant_vendors')
    .values({ merchant_id: merchantId, vendor_id: vendorId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (!gameIds.length) return;
  const games = await db.selectFrom('games').select(['id', 'game_type']).where('id', 'in', gameIds).execute();
  await db
    .insertInto('merchant_games')
    .values(
      games.map((g, i) => ({ merchant_id: merchantId, game_id: g.id, game_type: g.game_type, vendor_id: vendorId, sequence: i })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Counts rows of a lobby table, optionally of one merchant (proves refused calls wrote nothing). */
export async function countOf(
  db: Db,
  table: 'favourites' | 'recent_games' | 'announcements' | 'announcement_images' | 'winner_board' | 'help_topics',
  merchantId?: string,
): Promise<number> {
  let q = db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'));
  if (merchantId && table !== 'announcement_images') q = q.where('merchant_id', '=', merchantId);
  const r = await q.executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A session token of the member, as signing in would issue it. */
export async function tokenOf(db: Db, merchantCode: string, memberId: string): Promise<string> {
  const merchant = await findMerchantByCode(db, merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  return createSession(db, merchant, memberId, 'username', '127.0.0.1', 'vitest');
}

/** A vendor's games a merchant offers, in the merchant's order (the lottery tile migrations' tests). */
export const offeredVendorGames = (db: Db, merchantId: string, vendor: string) =>
  db
    .selectFrom('merchant_games as mg')
    .innerJoin('games as g', 'g.id', 'mg.game_id')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.id', 'g.game_code', 'g.names', 'g.search_text', 'g.icon_url', 'g.game_classify'])
    .where('mg.merchant_id', '=', merchantId)
    .where('v.code', '=', vendor)
    .where('g.is_game', '=', true)
    .orderBy('mg.sequence')
    .orderBy('g.id')
    .execute();
