import {
  ROLE_PERMISSIONS,
  type OperatorEnrolBody,
  type OperatorEnrolment,
  type OperatorLoginBody,
  type OperatorMe,
} from '@playhouse/contract';
import { generateTotpSecret, otpauthUrl } from '../../lib/totp.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { dbNow } from '../../lib/db-clock.js';
import { findMerchantById } from '../merchant/index.js';
import { appendAudit, appendSystemAudit } from './audit.service.js';
import { endKeysOf } from './keys.service.js';
import type { ActingOperator } from './operator.context.js';
import * as repo from './operator.repository.js';
import { OPERATOR_SESSION } from './operator.rules.js';
import { operatorLoginThrottle } from './login-throttle.js';
import { totpStepOf } from './second-factor.js';
import { csrfOf } from './session-cookie.js';
import { randomToken, sha256 } from '../../lib/secrets.js';

/** Operator sign-in (password + TOTP, both required), sign-out, who am I, password change. */

export function meOf(
  op: Omit<ActingOperator, 'merchant' | 'ip' | 'sessionId'>,
  user: { email: string | null; email_verified_at: unknown } | null,
): OperatorMe {
  return {
    id: op.id,
    kind: op.kind,
    name: op.name,
    role: op.role,
    level: op.level,
    merchant: op.home?.code ?? null,
    permissions: [...op.permissions],
    email: user?.email ?? null,
    emailVerified: !!user?.email && user.email_verified_at !== null,
    csrf: op.csrf,
  };
}

/** Who am I: a user's e-mail is read fresh (it may have been verified since the session began). */
export async function whoAmI(db: Db, op: ActingOperator): Promise<OperatorMe> {
  return meOf(op, op.kind === 'user' ? ((await repo.userById(db, op.id)) ?? null) : null);
}

type Who = { ip: string; userAgent: string | undefined };

/** Enrolments last 10 minutes and allow 5 codes. */
export const TOTP_ENROLMENT = { minutes: 10, tries: 5 } as const;

export async function login(db: Db, body: OperatorLoginBody, caller: Who) {
  const throttle = await operatorLoginThrottle(db, body.username, caller.ip);
  await throttle.requireCaptcha(body.captchaId, body.captcha);

  const user = await repo.userByUsername(db, body.username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyHash()), body.password);
  const enrolled = user?.totp_enrolled_at !== null;
  const step = user && enrolled && body.totp ? totpStepOf(user.totp_secret, body.totp) : null;
  const failed = async (why: string): Promise<never> => {
    if (user) {
      await appendSystemAudit(db, {
        operatorId: user.id,
        actorName: user.username,
        role: user.role,
        merchantId: user.merchant_id,
        ip: caller.ip,
        action: 'operator.login_failed',
        targetType: 'operator',
        targetId: user.id,
        after: { reason: why },
      });
    }
    // One answer for every failure: nothing tells which factor was wrong.
    return throttle.fail();
  };
  if (!user || !passwordOk) return failed('password');
  if (user.disabled_at) return failed('disabled');
  // An owner nobody approved yet does not exist as far as sign-in goes.
  if (user.activated_at === null) return failed('awaiting_approval');
  // The first sign-in sets up the operator's own authenticator: the secret goes to them alone.
  if (!enrolled) {
    await throttle.succeed();
    return offerEnrolment(db, user);
  }
  // A code is accepted once: a code seen by someone else cannot be replayed within its window.
  if (step === null || !(await repo.useTotpStep(db, user.id, step))) return failed('totp');

  await throttle.succeed();
  return openSession(db, user, caller, body.session);
}

/** A new secret for the operator's authenticator, answered as operator_totp_enrolment_required with its ticket. */
async function offerEnrolment(db: Db, user: repo.UserRow): Promise<never> {
  const secret = generateTotpSecret();
  const ticket = randomToken();
  await repo.offerEnrolment(db, user.id, secret, sha256(ticket), new Date(dbNow() + TOTP_ENROLMENT.minutes * 60_000));
  throw new AppError('operator_totp_enrolment_required', {
    ticket,
    secret,
    otpauthUrl: otpauthUrl('Playhouse ops', user.username, secret),
  } satisfies OperatorEnrolment);
}

/**
 * The first sign-in's second step: a code from the authenticator just set up, with the ticket the
 * right password got. The secret becomes the operator's; the session starts as a sign-in's would.
 */
export async function enrol(db: Db, body: OperatorEnrolBody, caller: Who) {
  const offer = await repo.tryEnrolment(db, sha256(body.ticket));
  if (!offer || offer.attempts > TOTP_ENROLMENT.tries || new Date(offer.expires_at).getTime() <= dbNow())
    throw new AppError('operator_totp_enrolment_failed');
  const step = totpStepOf(offer.secret, body.totp);
  if (step === null) throw new AppError('operator_totp_enrolment_failed');
  const user = await repo.userById(db, offer.operator_id);
  if (!user || user.disabled_at || user.activated_at === null) throw new AppError('operator_totp_enrolment_failed');
  await db.transaction().execute(async (trx) => {
    await repo.completeEnrolment(trx, user.id, offer.secret, step);
    await appendSystemAudit(trx, {
      operatorId: user.id,
      actorName: user.username,
      role: user.role,
      merchantId: user.merchant_id,
      ip: caller.ip,
      action: 'operator.totp_enrolled',
      targetType: 'operator',
      targetId: user.id,
    });
  });
  return openSession(db, user, caller, body.session);
}

/** A signed-in operator's session: its token (the cookie's, for the console), audited as a sign-in. */
async function openSession(db: Db, user: repo.UserRow, caller: Who, session: 'token' | 'cookie') {
  const token = randomToken();
  const home = user.merchant_id;
  const expiresAt = await db.transaction().execute(async (trx) => {
    const at = await repo.insertSession(trx, {
      operatorId: user.id,
      tokenHash: sha256(token),
      ip: caller.ip,
      userAgent: caller.userAgent,
      absoluteHours: OPERATOR_SESSION.absoluteHours,
    });
    await appendSystemAudit(trx, {
      operatorId: user.id,
      actorName: user.username,
      role: user.role,
      merchantId: home,
      ip: caller.ip,
      action: 'operator.login',
      targetType: 'operator',
      targetId: user.id,
    });
    return at;
  });
  const me = meOf(
    {
      kind: 'user',
      id: user.id,
      name: user.username,
      role: user.role,
      permissions: ROLE_PERMISSIONS[user.role],
      level: home === null ? 'platform' : 'merchant',
      home: home === null ? null : await findMerchantById(db, home),
      csrf: session === 'cookie' ? csrfOf(token) : null,
    },
    user,
  );
  // A cookie session's token goes only into the cookie (the route sets it): never to page scripts.
  return { token, expiresAt: expiresAt.toISOString(), operator: me };
}

export async function logout(db: Db, op: ActingOperator): Promise<void> {
  if (op.kind !== 'user' || !op.sessionId) throw new AppError('forbidden');
  const sessionId = op.sessionId;
  await db.transaction().execute(async (trx) => {
    await repo.revokeSession(trx, sessionId);
    await appendAudit(trx, op, {
      action: 'operator.logout',
      targetType: 'operator',
      targetId: op.id,
      merchantId: op.home?.id ?? null,
    });
  });
}

/** The operator's own password: the old one is required; every session (this one too) ends, and its keys if asked. */
export async function changeOwnPassword(
  db: Db,
  op: ActingOperator,
  { oldPassword, newPassword, endKeys }: { oldPassword: string; newPassword: string; endKeys: boolean },
): Promise<void> {
  if (op.kind !== 'user') throw new AppError('forbidden');
  const user = await repo.userById(db, op.id);
  if (!user || !(await verifyPassword(user.password_hash, oldPassword))) throw new AppError('old_password_wrong');
  if (oldPassword === newPassword) throw new AppError('password_same_as_old');
  const hash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, op.id, { passwordHash: hash });
    await repo.revokeSessionsOf(trx, op.id);
    const keysEnded = endKeys ? await endKeysOf(trx, op.id) : [];
    await appendAudit(trx, op, {
      action: 'operator.password_changed',
      targetType: 'operator',
      targetId: op.id,
      merchantId: op.home?.id ?? null,
      after: { keysEnded },
    });
  });
}

/** The cleanup job: operator sessions that ended more than a day ago. */
export const cleanupOperatorSessions = (db: Db) => repo.deleteEndedSessions(db, OPERATOR_SESSION.idleMinutes);

/** Of these sessions, the live ones: a socket's heartbeat asks without keeping the session alive. */
export const liveOperatorSessions = (db: Db, sessionIds: string[]) =>
  repo.liveSessionIds(db, sessionIds, OPERATOR_SESSION.idleMinutes);
