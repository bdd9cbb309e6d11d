import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BgsGameKind, BgsRoundStatus } from '../../db/schema.bgs.js';
import type { Owner } from '../session/index.js';
import { hashServerSeed, newClientSeed, newServerSeed } from './engine/fair-rng.js';

/** Queries of the in-house games; the rules are in bgs.service.ts. */

export type { Owner };

export interface FairnessState {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

const toState = (r: {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string | number;
}): FairnessState => ({
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
});

/** The member's current seeds, created with fresh ones on first use. */
export async function fairnessOf(db: Db, o: Owner): Promise<FairnessState> {
  const serverSeed = newServerSeed();
  await db
    .insertInto('bgs_fairness')
    .values({
      merchant_id: o.merchantId,
      member_id: o.memberId,
      server_seed: serverSeed,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: newClientSeed(),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('bgs_fairness')
    .select(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
    .where('merchant_id', '=', o.merchantId)
    .where('member_id', '=', o.memberId)
    .executeTakeFirstOrThrow();
  return toState(row);
}

/** Takes the next nonce atomically: concurrent rounds of one member never share a nonce. */
export async function claimNonce(db: Db, o: Owner): Promise<FairnessState> {
  const claim = () =>
    db
      .updateTable('bgs_fairness')
      .set({ nonce: sql`nonce + 1` })
      .where('merchant_id', '=', o.merchantId)
      .where('member_id', '=', o.memberId)
      .returning(['server_seed', 'server_seed_hash', 'client_seed', sql<string>`nonce - 1`.as('nonce')])
      .executeTakeFirst();
  // The seeds exist after the first round: create them (fairnessOf) only when the update found none.
  let row = await claim();
  if (!row) {
    await fairnessOf(db, o);
    row = await claim();
  }
  if (!row) throw new Error('bgs: no fairness row after creating it');
  return toState(row);
}

export interface Revealed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rounds: number;
}

/**
 * Retires the current server seed (revealing it) and starts fresh seeds at nonce 0, in one
 * transaction; null (nothing changed) while a round of the current seed is still open.
 */
export async function rotateSeeds(
  db: Db,
  o: Owner,
  clientSeed: string | undefined,
): Promise<{ revealed: Revealed; current: FairnessState } | null> {
  return db.transaction().execute(async (trx) => {
    const lockCurrent = () =>
      trx
        .selectFrom('bgs_fairness')
        .selectAll()
        .where('merchant_id', '=', o.merchantId)
        .where('member_id', '=', o.memberId)
        .forUpdate()
        .executeTakeFirst();
    // Seeds are created (fairnessOf) only for a member who has none yet.
    let old = await lockCurrent();
    if (!old) {
      await fairnessOf(trx, o);
      old = await lockCurrent();
    }
    if (!old) throw new Error('bgs: no fairness row after creating it');
    const open = await trx
      .selectFrom('bgs_rounds')
      .select('id')
      .where('merchant_id', '=', o.merchantId)
      .where('member_id', '=', o.memberId)
      .where('server_seed_hash', '=', old.server_seed_hash)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (open) return null;
    await trx
      .insertInto('bgs_revealed_seeds')
      .values({
        merchant_id: o.merchantId,
        member_id: o.memberId,
        server_seed: old.server_seed,
        server_seed_hash: old.server_seed_hash,
        client_seed: old.client_seed,
        rounds: old.nonce,
        created_at: old.created_at,
      })
      .execute();
    const serverSeed = newServerSeed();
    const row = await trx
      .updateTable('bgs_fairness')
      .set({
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        client_seed: clientSeed ?? old.client_seed,
        nonce: 0,
        created_at: sql<Date>`now()` as unknown as Date,
      })
      .where('merchant_id', '=', o.merchantId)
      .where('member_id', '=', o.memberId)
      .returning(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirstOrThrow();
    return {
      revealed: {
        serverSeed: old.server_seed,
        serverSeedHash: old.server_seed_hash,
        clientSeed: old.client_seed,
        rounds: Number(old.nonce),
      },
      current: toState(row),
    };
  });
}

export interface NewRound extends Owner {
  playerId: string;
  gameCode: string;
  game: BgsGameKind;
  /** The merchant's config row the round plays (null: the defaults), so it can be replayed with it. */
  configId: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  stake: bigint;
  win: bigint;
  outcome: unknown;
}

export async function insertRound(db: Db, r: NewRound): Promise<string> {
  const row = await db
    .insertInto('bgs_rounds')
    .values({
      merchant_id: r.merchantId,
      member_id: r.memberId,
      player_id: r.playerId,
      game_code: r.gameCode,
      game: r.game,
      config_id: r.configId,
      server_seed_hash: r.serverSeedHash,
      client_seed: r.clientSeed,
      nonce: r.nonce,
      stake: r.stake,
      win: r.win,
      outcome: JSON.stringify(r.outcome),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function closeRound(db: Db, id: string, status: Exclude<BgsRoundStatus, 'open'>): Promise<void> {
  await db
    .updateTable('bgs_rounds')
    .set({ status, settled_at: sql<Date>`now()` as unknown as Date })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** Rounds left open (a crash or a wallet error between the bet and the win), oldest first. */
export async function openRounds(db: Db, olderThanSeconds: number, limit: number) {
  return db
    .selectFrom('bgs_rounds')
    .select(['id', 'player_id', 'game_code', 'stake', 'win'])
    .where('status', '=', 'open')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
