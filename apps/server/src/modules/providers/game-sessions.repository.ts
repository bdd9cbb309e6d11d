import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { cachePerDb, TtlCache } from '../../lib/ttl-cache.js';

/** Game sessions and provider player ids; rules live in launch.service.ts and seamless.service.ts. */

/** A launch token is good once, for this long. */
export const LAUNCH_TOKEN_MINUTES = 2;
/** A game session ends after this long without a call, and this long after authenticate anyway. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
/** last_seen_at is written at most this often, so a busy session is not one hot row. */
export const TOUCH_EVERY_SECONDS = 15;

/** The member's provider player id, created on first use (random, so never guessable). */
export async function playerIdOf(db: Db, merchantId: string, memberId: string): Promise<string> {
  const found = await db
    .selectFrom('provider_players')
    .select('player_id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (found) return found.player_id;
  await db
    .insertInto('provider_players')
    .values({ merchant_id: merchantId, member_id: memberId, player_id: `p${randomBytes(12).toString('hex')}` })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('provider_players')
    .select('player_id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.player_id;
}

export interface Player {
  merchantId: string;
  memberId: string;
  playerId: string;
  username: string;
  status: string;
}

/** The member behind a provider player id, with what seamless answers need. */
export async function findPlayer(db: Db, playerId: string): Promise<Player | undefined> {
  const row = await db
    .selectFrom('provider_players as p')
    .innerJoin('members as m', (j) => j.onRef('m.merchant_id', '=', 'p.merchant_id').onRef('m.id', '=', 'p.member_id'))
    .select(['p.merchant_id', 'p.member_id', 'p.player_id', 'm.username', 'm.status'])
    .where('p.player_id', '=', playerId)
    .executeTakeFirst();
  return (
    row && {
      merchantId: row.merchant_id,
      memberId: row.member_id,
      playerId: row.player_id,
      username: row.username,
      status: row.status,
    }
  );
}

/**
 * The merchant a seamless call is for, read from what it names before its signature is checked
 * (the secret is per merchant): the launch token's game session (of any vendor: authenticate
 * refuses another vendor's token as invalid_session), or the player id.
 */
export async function merchantOfCall(
  db: Db,
  names: { launchTokenHash?: Buffer; playerId?: string },
): Promise<string | undefined> {
  if (names.launchTokenHash) {
    const row = await db
      .selectFrom('game_sessions')
      .select('merchant_id')
      .where('launch_token_hash', '=', names.launchTokenHash)
      .executeTakeFirst();
    return row?.merchant_id;
  }
  const playerId = names.playerId;
  if (!playerId) return undefined;
  // A player id never moves to another merchant: kept until evicted.
  const merchant = await playerMerchants(db).get(playerId, async () => {
    const row = await db
      .selectFrom('provider_players')
      .select('merchant_id')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row?.merchant_id;
  });
  return merchant ?? undefined;
}
const playerMerchants = cachePerDb<Db, string>(() => new TtlCache(Infinity, 100_000));

export interface NewGameSession {
  merchantId: string;
  memberId: string;
  playerId: string;
  vendor: string;
  gameCode: string;
  gameId: string | null;
  language: string;
  launchTokenHash: Buffer;
  /** The member session the game was launched from (null only for sessions made without one). */
  memberSessionId: string | null;
}

export async function insertGameSession(db: Db, s: NewGameSession): Promise<void> {
  await db
    .insertInto('game_sessions')
    .values({
      merchant_id: s.merchantId,
      member_id: s.memberId,
      player_id: s.playerId,
      vendor_code: s.vendor,
      game_code: s.gameCode,
      game_id: s.gameId,
      language: s.language,
      launch_token_hash: s.launchTokenHash,
      member_session_id: s.memberSessionId,
      launch_expires_at: sql<Date>`now() + make_interval(mins => ${LAUNCH_TOKEN_MINUTES})` as unknown as Date,
    })
    .execute();
}

export interface GameSession {
  id: string;
  merchantId: string;
  memberId: string;
  playerId: string;
  vendor: string;
  gameCode: string;
  language: string;
}
const sessionColumns = ['id', 'merchant_id', 'member_id', 'player_id', 'vendor_code', 'game_code', 'language'] as const;
type SessionRow = {
  id: string;
  merchant_id: string;
  member_id: string;
  player_id: string;
  vendor_code: string;
  game_code: string;
  language: string;
};
const toSession = (r: SessionRow): GameSession => ({
  id: r.id,
  merchantId: r.merchant_id,
  memberId: r.member_id,
  playerId: r.player_id,
  vendor: r.vendor_code,
  gameCode: r.game_code,
  language: r.language,
});

/** Exchanges an unused, unexpired launch token of `vendor` for the session token (atomic: once only). */
export async function consumeLaunchToken(
  db: Db,
  vendor: string,
  launchHash: Buffer,
  sessionHash: Buffer,
): Promise<GameSession | undefined> {
  const row = await db
    .updateTable('game_sessions')
    .set({
      authenticated_at: sql<Date>`now()` as unknown as Date,
      session_token_hash: sessionHash,
      last_seen_at: sql<Date>`now()` as unknown as Date,
      expires_at: sql<Date>`now() + make_interval(hours => ${SESSION_ABSOLUTE_HOURS})` as unknown as Date,
    })
    .where('launch_token_hash', '=', launchHash)
    .where('vendor_code', '=', vendor)
    .where('authenticated_at', 'is', null)
    .where('launch_expires_at', '>', sql<Date>`now()`)
    .returning(sessionColumns)
    .executeTakeFirst();
  return row && toSession(row);
}

/**
 * The live session of this token and vendor, its last use moved to now: game_session_live (the
 * seamless functions migration), which the money calls use too. A session whose launching
 * member session has ended (sign-out, password change or reset, its expiry) is not live: every
 * call on it (balance, the in-house game page) is refused as an unknown session. Only wins and
 * rollbacks, which settle rounds already bet, do without a session.
 */
export async function liveSession(db: Db, vendor: string, sessionHash: Buffer): Promise<GameSession | undefined> {
  const r = await sql<SessionRow & { signed_out: boolean }>`
    SELECT * FROM game_session_live(${vendor}, ${sessionHash}, ${SESSION_IDLE_MINUTES}, ${TOUCH_EVERY_SECONDS})
    WHERE id IS NOT NULL`.execute(db);
  const row = r.rows[0];
  return row && !row.signed_out ? toSession(row) : undefined;
}

/** Cleanup job: win and rollback find the player without a game session, so ended ones can go. */
export async function purgeEndedGameSessions(db: Db) {
  await db
    .deleteFrom('game_sessions')
    .where(sql<Date>`COALESCE(expires_at, launch_expires_at)`, '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
