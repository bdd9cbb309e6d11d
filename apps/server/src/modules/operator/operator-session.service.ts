import { ROLE_PERMISSIONS, type OperatorLoginBody, type OperatorMe } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clear, forgive, hit } from '../../lib/rate-limit.js';
import { randomToken, safeEqual, sha256 } from '../../lib/secrets.js';
import { TOTP_STEP_SECONDS, totpCode } from '../../lib/totp.js';
import { findMerchantById } from '../merchant/index.js';
import { appendAudit, appendSystemAudit } from './audit.service.js';
import type { ActingOperator } from './operator.context.js';
import * as repo from './operator.repository.js';
import { OPERATOR_LOGIN_LIMITS, OPERATOR_SESSION } from './operator.rules.js';

/** Operator sign-in (password + TOTP, both required), sign-out, who am I, password change. */

/** The TOTP step `code` belongs to (current or one either side), or null; every step is compared. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const step = Math.floor(now / 1000 / TOTP_STEP_SECONDS);
  let found: number | null = null;
  for (let d = -1; d <= 1; d++) {
    if (safeEqual(totpCode(secret, (step + d) * TOTP_STEP_SECONDS * 1000), code) && found === null) found = step + d;
  }
  return found;
}

export function meOf(op: Omit<ActingOperator, 'merchant' | 'ip' | 'sessionId'>): OperatorMe {
  return {
    id: op.id,
    kind: op.kind,
    name: op.name,
    role: op.role,
    level: op.level,
    merchant: op.home?.code ?? null,
    permissions: [...ROLE_PERMISSIONS[op.role]],
  };
}

type Who = { ip: string; userAgent: string | undefined };

export async function login(db: Db, body: OperatorLoginBody, caller: Who) {
  const accountKey = `ops:login:acct:${body.username.toLowerCase()}`;
  const ipKey = `ops:login:ip:${caller.ip}`;
  const L = OPERATOR_LOGIN_LIMITS;
  // Counted before anything is checked: 20 parallel guesses see hits 1..20, not 0 twenty times.
  const [a, i] = [await hit(db, accountKey, L.windowSeconds), await hit(db, ipKey, L.windowSeconds)];
  if (a.hits > L.perAccount || i.hits > L.perIp) throw new AppError('rate_limited');

  const user = await repo.userByUsername(db, body.username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyHash()), body.password);
  const step = user ? totpStepOf(user.totp_secret, body.totp) : null;
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
    throw new AppError('login_failed');
  };
  if (!user || !passwordOk) return failed('password');
  if (user.disabled_at) return failed('disabled');
  // A code is accepted once: a code seen by someone else cannot be replayed within its window.
  if (step === null || !(await repo.useTotpStep(db, user.id, step))) return failed('totp');

  await clear(db, accountKey);
  await forgive(db, ipKey);
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
  const me = meOf({
    kind: 'user',
    id: user.id,
    name: user.username,
    role: user.role,
    level: home === null ? 'platform' : 'merchant',
    home: home === null ? null : await findMerchantById(db, home),
  });
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

/** The operator's own password: the old one is required; every session (this one too) ends. */
export async function changeOwnPassword(db: Db, op: ActingOperator, oldPassword: string, newPassword: string): Promise<void> {
  if (op.kind !== 'user') throw new AppError('forbidden');
  const user = await repo.userById(db, op.id);
  if (!user || !(await verifyPassword(user.password_hash, oldPassword))) throw new AppError('old_password_wrong');
  if (oldPassword === newPassword) throw new AppError('password_same_as_old');
  const hash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, op.id, { passwordHash: hash });
    await repo.revokeSessionsOf(trx, op.id);
    await appendAudit(trx, op, {
      action: 'operator.password_changed',
      targetType: 'operator',
      targetId: op.id,
      merchantId: op.home?.id ?? null,
    });
  });
}

/** The cleanup job: operator sessions that ended more than a day ago. */
export const cleanupOperatorSessions = (db: Db) => repo.deleteEndedSessions(db, OPERATOR_SESSION.idleMinutes);
