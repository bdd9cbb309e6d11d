import { sql } from 'kysely';
import type { BgsGameConfigBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { advisoryLocks } from '../providers/index.js';

/** Queries of the merchants' BGS game configs (bgs_game_configs); the rules are in bgs-config.service.ts. */

export interface ConfigRow {
  id: string;
  /** The stored config turned back into the contract's shape; the service parses it. */
  config: unknown;
  createdAt: Date;
}

type Entries = [string, unknown][];
// jsonb sorts object keys, but a strip lays its symbols out in the order given (and the
// paytable is shown in order): those objects are stored as [key, value] lists.
const toEntries = (o: Record<string, unknown>): Entries => Object.entries(o);
const fromEntries = (e: unknown) => (Array.isArray(e) ? Object.fromEntries(e as Entries) : e);

function storedMath(c: BgsGameConfigBody): object {
  if (c.game === 'dice') return c.dice;
  return { ...c.slot, reelWeights: c.slot.reelWeights.map(toEntries), paytable: toEntries(c.slot.paytable) };
}

function configOf(game: string, math: unknown, limits: unknown): unknown {
  if (game === 'dice') return { game, dice: math, limits };
  const m = math as { reelWeights?: unknown; paytable?: unknown };
  const reelWeights = Array.isArray(m.reelWeights) ? m.reelWeights.map(fromEntries) : m.reelWeights;
  return { game, slot: { ...m, reelWeights, paytable: fromEntries(m.paytable) }, limits };
}

const current = (db: Db, merchantId: string, gameCode: string) =>
  db
    .selectFrom('bgs_game_configs')
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('retired_at', 'is', null);

/** The id of the config in force, or null (the defaults): one probe of bgs_game_configs_current. */
export async function currentConfigId(db: Db, merchantId: string, gameCode: string): Promise<string | null> {
  return (await current(db, merchantId, gameCode).select('id').executeTakeFirst())?.id ?? null;
}

export async function configById(db: Db, merchantId: string, id: string): Promise<ConfigRow | null> {
  const row = await db
    .selectFrom('bgs_game_configs')
    .select(['id', 'game', 'math', 'limits', 'created_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, config: configOf(row.game, row.math, row.limits), createdAt: row.created_at } : null;
}

const lockGame = (trx: Db, merchantId: string, gameCode: string) => advisoryLocks(trx, [`bgs:config:${merchantId}:${gameCode}`]);

function retire(trx: Db, merchantId: string, gameCode: string) {
  return trx
    .updateTable('bgs_game_configs')
    .set({ retired_at: sql<Date>`now()` })
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('retired_at', 'is', null)
    .execute();
}

/** Puts a validated config in force: the current row (if any) is retired, the new one added. */
/** Run inside a transaction (the caller's, which also writes the change's audit row). */
export async function replaceConfig(trx: Db, merchantId: string, gameCode: string, config: BgsGameConfigBody): Promise<string> {
  // Two operators saving at once: one after the other, never two current rows.
  await lockGame(trx, merchantId, gameCode);
  await retire(trx, merchantId, gameCode);
  const row = await trx
    .insertInto('bgs_game_configs')
    .values({
      merchant_id: merchantId,
      game_code: gameCode,
      game: config.game,
      math: JSON.stringify(storedMath(config)),
      limits: JSON.stringify(config.limits),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Back to the defaults: the current row (if any) is retired, kept for the rounds played with it. In a transaction. */
export async function retireConfig(trx: Db, merchantId: string, gameCode: string): Promise<void> {
  await lockGame(trx, merchantId, gameCode);
  await retire(trx, merchantId, gameCode);
}
