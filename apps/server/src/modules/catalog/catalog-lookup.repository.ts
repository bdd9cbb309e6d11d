import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Catalog reads other modules need (launch and seamless calls, artwork, the BGS configuration,
 * wallets, transfers, the winner board): the catalog module owns games, vendors and what each
 * merchant offers, so these queries live here.
 */

/** The catalog game of a vendor's game code (for the bet's game type and the winner board). */
export async function gameOf(db: Db, vendor: string, gameCode: string) {
  const r = await sql<{ game_id: string | null; game_type: string }>`
    SELECT game_id, game_type FROM catalog_game(${vendor}, ${gameCode})`.execute(db);
  const game = r.rows[0]!;
  return { gameId: game.game_id, gameType: game.game_type };
}

/** A vendor's game's names by language ({ EN, TY }), or null when the catalog has no such game. */
export async function gameNames(db: Db, vendorCode: string, gameCode: string): Promise<Record<string, string> | null> {
  const row = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select('games.names')
    .where('vendors.code', '=', vendorCode)
    .where('games.game_code', '=', gameCode)
    .executeTakeFirst();
  return (row?.names as Record<string, string> | undefined) ?? null;
}

/** Whether a game exists (any merchant). */
export async function gameExists(db: Db, gameId: string): Promise<boolean> {
  return !!(await db.selectFrom('games').select('id').where('id', '=', gameId).executeTakeFirst());
}

/** Every vendor code but the one given (the in-house vendor keeps its own secret). */
export async function vendorCodesExcept(db: Db, except: string): Promise<string[]> {
  const rows = await db.selectFrom('vendors').select('code').where('code', '<>', except).execute();
  return rows.map((r) => r.code);
}

/** What a game's artwork shows: its EN name and vendor (art is global, not per merchant). */
export function gameForArt(db: Db, nodeId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.game_code', 'g.names', 'v.code as vendor'])
    .where('g.id', '=', String(nodeId))
    .executeTakeFirst();
}

/** Whether the merchant has this vendor's game in its list (merchant_games). */
export async function offersGame(db: Db, merchantId: string, vendorCode: string, gameCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('merchant_games')
    .innerJoin('games', 'games.id', 'merchant_games.game_id')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select('games.id')
    .where('merchant_games.merchant_id', '=', merchantId)
    .where('vendors.code', '=', vendorCode)
    .where('games.game_code', '=', gameCode)
    .executeTakeFirst();
  return !!row;
}

export interface OfferedWallet {
  code: string;
  name: string;
  status: 'active' | 'maintenance' | 'disabled';
}

export interface OfferedTransferVendor extends OfferedWallet {
  merchantId: string;
  merchantCode: string;
}

/**
 * Transfer-mode vendors merchants offer (enabled, vendor not disabled): of one merchant and/or
 * one vendor code when given, by merchant, then in the merchant's order.
 */
export async function offeredTransferVendors(
  db: Db,
  only: { merchantId?: string; code?: string } = {},
): Promise<OfferedTransferVendor[]> {
  let q = db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('vendors as v', 'v.id', 'mv.vendor_id')
    .innerJoin('merchants as m', 'm.id', 'mv.merchant_id')
    .select(['m.id as merchantId', 'm.code as merchantCode', 'v.code', 'v.name', 'v.status'])
    .where('mv.enabled', '=', true)
    .where('v.wallet_mode', '=', 'transfer')
    .where('v.status', '<>', 'disabled');
  if (only.merchantId !== undefined) q = q.where('mv.merchant_id', '=', only.merchantId);
  if (only.code !== undefined) q = q.where('v.code', '=', only.code);
  return q.orderBy('m.id').orderBy('mv.sequence').orderBy('v.code').execute();
}

/** Vendor names and states by code, for wallets that hold money but are no longer offered. */
export async function vendorsByCode(db: Db, codes: string[]): Promise<OfferedWallet[]> {
  if (codes.length === 0) return [];
  return db.selectFrom('vendors').select(['code', 'name', 'status']).where('code', 'in', codes).execute();
}
