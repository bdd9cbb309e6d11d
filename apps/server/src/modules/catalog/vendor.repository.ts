import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { offeredGames, type GameRow } from './game.presenter.js';

export interface VendorRow {
  id: string;
  code: string;
  name: string;
  game_type: string;
  wallet_mode: 'seamless' | 'transfer';
  status: 'active' | 'maintenance' | 'disabled';
  in_house: boolean;
  logo_url: string;
}

/** The vendors a merchant offers (enabled, not disabled globally), in the merchant's order. */
export function offeredVendors(db: Db, merchantId: string): Promise<VendorRow[]> {
  return db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('vendors as v', 'v.id', 'mv.vendor_id')
    .select(['v.id', 'v.code', 'v.name', 'v.game_type', 'v.wallet_mode', 'v.status', 'v.in_house', 'v.logo_url'])
    .where('mv.merchant_id', '=', merchantId)
    .where('mv.enabled', '=', true)
    .where('v.status', '<>', 'disabled')
    .orderBy('mv.sequence')
    .orderBy('v.id')
    .execute();
}

/** How many enabled games the merchant has per vendor and game type. */
export async function gameCounts(db: Db, merchantId: string): Promise<{ vendorId: string; gameType: string; count: number }[]> {
  const rows = await db
    .selectFrom('merchant_games')
    .select(['vendor_id', 'game_type', (eb) => eb.fn.countAll<string>().as('n')])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .groupBy(['vendor_id', 'game_type'])
    .execute();
  return rows.map((r) => ({ vendorId: r.vendor_id, gameType: r.game_type, count: Number(r.n) }));
}

export interface LaneCardRow extends GameRow {
  lane_vendor_id: string;
  lane_title: Record<string, string>;
  lane_classify: string;
}

/**
 * The lanes of the given vendors with their first `perLane` offered games each (of
 * `gameType` when given): one query, a LATERAL walk of merchant_games_vendor per lane.
 */
export function laneCards(
  db: Db,
  merchantId: string,
  vendorIds: string[],
  gameType: string | undefined,
  perLane: number,
): Promise<LaneCardRow[]> {
  if (vendorIds.length === 0) return Promise.resolve([]);
  const cards = offeredGames(db, merchantId)
    .select(['mg.sequence as card_sequence'])
    .where(sql<boolean>`mg.vendor_id = l.vendor_id`)
    .where(sql<boolean>`g.game_classify = l.game_classify`)
    .$if(!!gameType, (q) => q.where('mg.game_type', '=', gameType!))
    .orderBy('mg.sequence')
    .orderBy('mg.game_id')
    .limit(perLane)
    .as('c');
  return db
    .selectFrom('vendor_lanes as l')
    .innerJoinLateral(cards, (j) => j.onTrue())
    .selectAll('c')
    .select(['l.vendor_id as lane_vendor_id', 'l.title as lane_title', 'l.game_classify as lane_classify'])
    .where('l.vendor_id', 'in', vendorIds)
    .orderBy('l.vendor_id')
    .orderBy('l.sequence')
    .orderBy('c.card_sequence')
    .orderBy('c.node_id')
    .execute() as Promise<LaneCardRow[]>;
}
