import { sql } from 'kysely';
import { ONLINE_MINUTES } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { dbDate, dbNow } from '../../lib/db-clock.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { Merchant } from '../merchant/index.js';

export interface ActiveSession {
  sessionId: string;
  memberId: string;
  merchantId: string;
  type: number;
  username: string;
  mustChangePassword: boolean;
}

/** Issues a fresh token (256 bits); only its SHA-256 is stored. */
export async function createSession(
  db: Db,
  merchant: Merchant,
  memberId: string,
  method: string,
  ip: string,
  userAgent: string | undefined,
): Promise<string> {
  const token = randomToken();
  const hours = merchant.settings.sessionAbsoluteHours;
  await db
    .insertInto('sessions')
    .values({
      merchant_id: merchant.id,
      member_id: memberId,
      token_hash: sha256(token),
      method,
      ip,
      user_agent: userAgent?.slice(0, 512) ?? null,
      expires_at: sql<Date>`now() + make_interval(hours => ${hours})` as unknown as Date,
    })
    .execute();
  return token;
}

/** Who owns a member's rows: the merchant and the member. */
export type Owner = Pick<ActiveSession, 'merchantId' | 'memberId'>;

/** What decides whether a session is still live. */
export interface SessionLiveness {
  revoked_at: Date | null;
  expires_at: Date;
  last_seen_at: Date;
  /** The member's status. */
  status: string;
  /** The member's self-exclusion end (responsible gaming): a session ends while it is ahead. */
  excluded_until: Date | null;
}

/** The session rule: revoked, member not active or self-excluded, past its absolute expiry, or idle too long. */
export function sessionEnded(s: SessionLiveness, idleMinutes: number, now = dbNow()): boolean {
  return (
    s.revoked_at !== null ||
    s.status !== 'active' ||
    (s.excluded_until !== null && new Date(s.excluded_until).getTime() > now) ||
    new Date(s.expires_at).getTime() <= now ||
    new Date(s.last_seen_at).getTime() + idleMinutes * 60_000 <= now
  );
}

export interface SessionState extends SessionLiveness {
  id: string;
}

/** Read-only state of these sessions (e.g. behind open sockets): never a touch. */
export async function sessionStates(db: Db, sessionIds: string[]): Promise<SessionState[]> {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('sessions as s')
    .innerJoin('members as m', (j) => j.onRef('m.id', '=', 's.member_id').onRef('m.merchant_id', '=', 's.merchant_id'))
    .select(['s.id', 's.revoked_at', 's.expires_at', 's.last_seen_at', 'm.status', 'm.excluded_until'])
    .where('s.id', 'in', sessionIds)
    .execute();
}

export type SessionLookup = { status: 'ok'; session: ActiveSession } | { status: 'none' | 'expired' };

/**
 * Finds the live session of a token within the merchant, enforcing the absolute and the
 * inactivity timeouts; touching it moves the inactivity window.
 */
export async function findSession(db: Db, merchant: Merchant, token: string): Promise<SessionLookup> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', (j) =>
      j.onRef('members.id', '=', 'sessions.member_id').onRef('members.merchant_id', '=', 'sessions.merchant_id'),
    )
    .select([
      'sessions.id',
      'sessions.member_id',
      'sessions.revoked_at',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'members.type',
      'members.username',
      'members.status',
      'members.excluded_until',
      'members.must_change_password',
    ])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!row) return { status: 'none' };
  const now = dbNow();
  if (sessionEnded(row, merchant.settings.sessionIdleMinutes, now)) return { status: 'expired' };
  // Touch at most once a minute to keep writes low on busy sessions.
  if (now - new Date(row.last_seen_at).getTime() > 60_000) {
    await db.updateTable('sessions').set({ last_seen_at: dbDate() }).where('id', '=', row.id).execute();
  }
  return {
    status: 'ok',
    session: {
      sessionId: row.id,
      memberId: row.member_id,
      merchantId: merchant.id,
      type: row.type,
      username: row.username,
      mustChangePassword: row.must_change_password,
    },
  };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every session of a member (password change, reset). */
export async function revokeAllSessions(db: Db, merchantId: string, memberId: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** How many sessions of the member are open (not revoked, not past their absolute end). */
export async function openSessionCount(db: Db, merchantId: string, memberId: string): Promise<number> {
  const r = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', dbDate())
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Cleanup job: sessions ended a day ago. */
export async function purgeExpiredSessions(db: Db) {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
}

/** When a session began (the reality check counts from it); null when unknown. */
export async function sessionStartedAt(db: Db, sessionId: string): Promise<Date | null> {
  const row = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
  return row?.created_at ?? null;
}

/** Members online now: a live session seen within ONLINE_MINUTES (sessions are touched at most once a minute). */
const onlineSessions = (db: Db, merchantId: string) =>
  db
    .selectFrom('sessions')
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${ONLINE_MINUTES})`)
    .where('expires_at', '>', sql<Date>`now()`);

export async function onlineMemberCount(db: Db, merchantId: string): Promise<number> {
  const r = await onlineSessions(db, merchantId)
    .select(sql<string>`count(DISTINCT member_id)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The online members' ids, newest first (at most `limit`): the console lists them. */
export async function onlineMemberIds(db: Db, merchantId: string, limit: number): Promise<string[]> {
  const rows = await onlineSessions(db, merchantId)
    .select('member_id')
    .distinct()
    .orderBy('member_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.member_id);
}

/** A member's latest sessions (the console's sign-in history), newest first. */
export const memberSessions = (db: Db, merchantId: string, memberId: string, limit: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at', 'ip', 'user_agent', 'method'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
