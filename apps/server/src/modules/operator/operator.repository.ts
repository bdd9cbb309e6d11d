import { sql } from 'kysely';
import type { OperatorRole } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { dbDate } from '../../lib/db-clock.js';

/** Queries of operator_users and operator_sessions; the rules are in the services. */

const userColumns = [
  'id',
  'username',
  'password_hash',
  'totp_secret',
  'role',
  'merchant_id',
  'disabled_at',
  'created_at',
  'email',
  'email_verified_at',
  'activated_at',
  'totp_enrolled_at',
] as const;

export const userByUsername = (db: Db, username: string) =>
  db
    .selectFrom('operator_users')
    .select(userColumns)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();

export const userById = (db: Db, id: string) =>
  db.selectFrom('operator_users').select(userColumns).where('id', '=', id).executeTakeFirst();

/** Locks the operator's row for a change (role, disable, password). */
export const lockUser = (db: Db, id: string) =>
  db.selectFrom('operator_users').select(userColumns).where('id', '=', id).forUpdate().executeTakeFirst();

export type UserRow = NonNullable<Awaited<ReturnType<typeof userById>>>;

/** Operators of one merchant, or every operator (merchantId undefined). */
export function listUsers(db: Db, merchantId: string | undefined) {
  let q = db.selectFrom('operator_users').select(userColumns).orderBy('id');
  if (merchantId !== undefined) q = q.where('merchant_id', '=', merchantId);
  return q.execute();
}

/** Whether another operator (any merchant, any case) has this e-mail. */
export const emailTaken = async (db: Db, email: string, exceptId: string | null = null) => {
  let q = db
    .selectFrom('operator_users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

export interface NewUser {
  username: string;
  passwordHash: string;
  totpSecret: string;
  role: OperatorRole;
  merchantId: string | null;
  email: string | null;
  /** Seeds only: an e-mail known to be the person's. */
  emailVerified: boolean;
  /** False: an owner-level account that waits for a second owner. */
  activated: boolean;
  /** Seeds only (their secret is printed to whoever runs them): others set up their authenticator at first sign-in. */
  totpEnrolled: boolean;
}
/** Inserts an operator; null when the username or the e-mail is taken (case-insensitive). */
export async function insertUser(db: Db, u: NewUser): Promise<UserRow | null> {
  const row = await db
    .insertInto('operator_users')
    .values({
      username: u.username,
      password_hash: u.passwordHash,
      totp_secret: u.totpSecret,
      role: u.role,
      merchant_id: u.merchantId,
      email: u.email,
      email_verified_at: u.emailVerified ? new Date() : null,
      activated_at: u.activated ? new Date() : null,
      totp_enrolled_at: u.totpEnrolled ? new Date() : null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(userColumns)
    .executeTakeFirst();
  return row ?? null;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: {
    role?: OperatorRole;
    disabled?: boolean;
    passwordHash?: string;
    email?: string;
    activated?: true;
    /** A fresh secret nobody sees: the operator sets up its authenticator again at its next sign-in. */
    resetTotpSecret?: string;
  },
): Promise<void> {
  const set = {
    ...(patch.resetTotpSecret ? { totp_secret: patch.resetTotpSecret, totp_enrolled_at: null, totp_last_step: null } : {}),
    ...(patch.role ? { role: patch.role } : {}),
    ...(patch.disabled === undefined ? {} : { disabled_at: patch.disabled ? new Date() : null }),
    ...(patch.passwordHash ? { password_hash: patch.passwordHash, password_changed_at: new Date() } : {}),
    // A new e-mail is nobody's proven person until its code comes back.
    ...(patch.email ? { email: patch.email, email_verified_at: null } : {}),
    ...(patch.activated ? { activated_at: new Date() } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('operator_users').set(set).where('id', '=', id).execute();
}

/** Marks the operator's e-mail verified, if it is still the one the code was sent to. */
export async function markEmailVerified(db: Db, id: string, email: string): Promise<boolean> {
  const r = await db
    .updateTable('operator_users')
    .set({ email_verified_at: new Date() })
    .where('id', '=', id)
    .where('email', '=', email)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Accepts a TOTP step once: false when this step (or a later one) was already used. */
export async function useTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const r = await db
    .updateTable('operator_users')
    .set({ totp_last_step: String(step) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

// ---- sessions ----

export async function insertSession(
  db: Db,
  s: { operatorId: string; tokenHash: Buffer; ip: string; userAgent: string | undefined; absoluteHours: number },
): Promise<Date> {
  const row = await db
    .insertInto('operator_sessions')
    .values({
      operator_id: s.operatorId,
      token_hash: s.tokenHash,
      ip: s.ip,
      user_agent: s.userAgent?.slice(0, 512) ?? null,
      expires_at: sql<Date>`now() + make_interval(hours => ${s.absoluteHours})` as unknown as Date,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return new Date(row.expires_at);
}

export const sessionByTokenHash = (db: Db, tokenHash: Buffer) =>
  db
    .selectFrom('operator_sessions as s')
    .innerJoin('operator_users as u', 'u.id', 's.operator_id')
    .select([
      's.id as session_id',
      's.revoked_at',
      's.expires_at',
      's.last_seen_at',
      'u.id',
      'u.username',
      'u.role',
      'u.merchant_id',
      'u.disabled_at',
      'u.email',
      'u.email_verified_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Which of these sessions are still live (not revoked, inside both timeouts, operator enabled); nothing is touched. */
export async function liveSessionIds(db: Db, sessionIds: string[], idleMinutes: number): Promise<Set<string>> {
  if (!sessionIds.length) return new Set();
  const rows = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operator_users as u', 'u.id', 's.operator_id')
    .select('s.id')
    .where('s.id', 'in', sessionIds)
    .where('s.revoked_at', 'is', null)
    .where('u.disabled_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function touchSession(db: Db, sessionId: string) {
  await db.updateTable('operator_sessions').set({ last_seen_at: dbDate() }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of an operator (password change, disabled). */
export async function revokeSessionsOf(db: Db, operatorId: string) {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: new Date() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Deletes sessions ended more than a day ago (sign-ins stay in the audit trail). */
export async function deleteEndedSessions(db: Db, idleMinutes: number) {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db
    .deleteFrom('operator_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', dayAgo),
        eb('revoked_at', '<', dayAgo),
        eb('last_seen_at', '<', sql<Date>`now() - interval '1 day' - make_interval(mins => ${idleMinutes})`),
      ]),
    )
    .execute();
}

// Setting up an authenticator at the first sign-in (operator_totp_enrolments).

/** Offers a new secret to an operator not enrolled yet, replacing any offer before. */
export async function offerEnrolment(db: Db, operatorId: string, secret: string, ticketHash: Buffer, expiresAt: Date) {
  await db
    .insertInto('operator_totp_enrolments')
    .values({ operator_id: operatorId, secret, ticket_hash: ticketHash, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column('operator_id').doUpdateSet({ secret, ticket_hash: ticketHash, expires_at: expiresAt, attempts: 0 }),
    )
    .execute();
}

/** The enrolment of a ticket, locked; counts one more try. */
export async function tryEnrolment(db: Db, ticketHash: Buffer) {
  return db
    .updateTable('operator_totp_enrolments')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('ticket_hash', '=', ticketHash)
    .returning(['operator_id', 'secret', 'attempts', 'expires_at'])
    .executeTakeFirst();
}

/** The operator's authenticator is the enrolment's secret from now on; the enrolment is done. */
export async function completeEnrolment(db: Db, operatorId: string, secret: string, step: number) {
  await db
    .updateTable('operator_users')
    .set({ totp_secret: secret, totp_enrolled_at: new Date(), totp_last_step: String(step) })
    .where('id', '=', operatorId)
    .execute();
  await db.deleteFrom('operator_totp_enrolments').where('operator_id', '=', operatorId).execute();
}

/** Live sessions of the operators of a merchant (every operator's when undefined), newest first. */
export async function liveSessions(db: Db, merchantId: string | undefined, idleMinutes: number) {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operator_users as u', 'u.id', 's.operator_id')
    .leftJoin('merchants as m', 'm.id', 'u.merchant_id')
    .select([
      's.id',
      's.operator_id',
      'u.username',
      'm.code as merchant',
      's.ip',
      's.user_agent',
      's.created_at',
      's.last_seen_at',
    ])
    .$if(merchantId !== undefined, (q) => q.where('u.merchant_id', '=', merchantId!))
    .where('s.revoked_at', 'is', null)
    .where('u.disabled_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .orderBy('s.id', 'desc')
    .limit(500)
    .execute();
}

/** One session with its operator's merchant, locked for ending it. */
export async function lockSession(db: Db, id: string) {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operator_users as u', 'u.id', 's.operator_id')
    .select(['s.id', 's.operator_id', 's.revoked_at', 'u.username', 'u.merchant_id'])
    .where('s.id', '=', id)
    .forUpdate('s')
    .executeTakeFirst();
}
