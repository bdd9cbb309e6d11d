import type { z } from 'zod';
import type { MerchantCreateBody, OperatorRole, OperatorUser, operatorCreateBody, operatorUpdateBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import type { Mailer } from '../../lib/mail.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateTotpSecret } from '../../lib/totp.js';
import { findMerchantByCode, findMerchantById, insertMerchant } from '../merchant/index.js';
import { approvalOf, requestApproval } from './approvals.service.js';
import { appendAudit, appendSystemAudit } from './audit.service.js';
import { sendEmailCode } from './email.service.js';
import { endKeysOf } from './keys.service.js';
import type { ActingOperator } from './operator.context.js';
import * as repo from './operator.repository.js';
import { requireFreshTotp } from './second-factor.js';

/**
 * Managing merchants (platform level) and operators. Each change and its audit row are one
 * transaction. A merchant operator sees and changes only its merchant's operators; another
 * merchant's are answered not_found, as if they did not exist. Whatever gives someone owner
 * rights waits for a second owner (approvals.service.ts).
 */

const codeOf = async (db: Db, merchantId: string | null) =>
  merchantId === null ? null : ((await findMerchantById(db, merchantId))?.code ?? null);

async function presentUser(db: Db, u: repo.UserRow): Promise<OperatorUser> {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    level: u.merchant_id === null ? 'platform' : 'merchant',
    merchant: await codeOf(db, u.merchant_id),
    disabled: u.disabled_at !== null,
    email: u.email,
    emailVerified: u.email_verified_at !== null,
    awaitingApproval: u.activated_at === null,
    createdAt: iso(u.created_at)!,
  };
}

export async function createMerchant(db: Db, op: ActingOperator, body: MerchantCreateBody) {
  if (op.level !== 'platform') throw new AppError('forbidden');
  const id = await db.transaction().execute(async (trx) => {
    const merchantId = await insertMerchant(trx, body);
    await appendAudit(trx, op, {
      action: 'merchant.created',
      targetType: 'merchant',
      targetId: merchantId,
      merchantId,
      after: body,
    });
    return merchantId;
  });
  return { id, code: body.code, name: body.name, currency: body.currency, languages: body.languages, domains: body.domains };
}

/** The merchant an operator change applies to: a merchant operator's own; a platform operator's choice. */
async function targetMerchant(db: Db, op: ActingOperator, named: string | null | undefined): Promise<string | null> {
  if (op.home) {
    if (named !== undefined && named !== op.home.code) throw new AppError('forbidden');
    return op.home.id;
  }
  if (named === null) return null;
  if (named === undefined) return op.merchant?.id ?? null;
  const m = await findMerchantByCode(db, named);
  if (!m) throw new AppError('not_found');
  return m.id;
}

/**
 * A new operator: its TOTP secret is answered once, and a code goes to its e-mail (its person).
 * An owner is created waiting for a second owner's approval and cannot sign in before.
 */
export async function createOperator(db: Db, mail: Mailer, op: ActingOperator, body: z.output<typeof operatorCreateBody>) {
  if (op.kind !== 'user') throw new AppError('forbidden');
  const merchantId = await targetMerchant(db, op, body.merchant);
  if (await repo.emailTaken(db, body.email)) throw new AppError('operator_email_taken');
  // A secret nobody sees and the sign-in never accepts (totp_enrolled_at is NULL): the column is
  // never empty, and the operator's own comes with its enrolment.
  const totpSecret = generateTotpSecret();
  const passwordHash = await hashPassword(body.password);
  const owner = body.role === 'owner';
  const { user, approvalId } = await db.transaction().execute(async (trx) => {
    const u = await repo.insertUser(trx, {
      username: body.username,
      passwordHash,
      totpSecret,
      role: body.role,
      merchantId,
      email: body.email,
      emailVerified: false,
      activated: !owner,
      totpEnrolled: false,
    });
    if (!u) throw new AppError((await repo.emailTaken(trx, body.email)) ? 'operator_email_taken' : 'username_taken');
    const after = { username: u.username, role: u.role, merchantId, email: u.email, awaitingApproval: owner };
    await appendAudit(trx, op, { action: 'operator.created', targetType: 'operator', targetId: u.id, merchantId, after });
    const approval = owner ? await requestApproval(trx, op, { kind: 'owner.create', operatorId: u.id, merchantId }) : null;
    return { user: u, approvalId: approval };
  });
  await sendEmailCode(db, mail, user.id);
  // No second factor in the answer: the new operator sets up its own authenticator at its first sign-in.
  return { ...(await presentUser(db, user)), approval: approvalId ? await approvalOf(db, approvalId) : null };
}

/** Operators the caller may see: a merchant operator its merchant's; a platform operator all, or the named merchant's. */
export async function listOperators(db: Db, op: ActingOperator) {
  const merchantId = op.home ? op.home.id : op.merchant?.id;
  return Promise.all((await repo.listUsers(db, merchantId)).map((u) => presentUser(db, u)));
}

type Patch = z.output<typeof operatorUpdateBody>;

/**
 * Another operator's role, e-mail, state or password. One's own password changes with the old
 * one (/ops/me/password); another's needs the caller's fresh TOTP code. Disabling ends the
 * operator's sessions and keys; a new password ends its sessions (and keys, if asked). Making an
 * owner, enabling one or setting an owner's password is asked for here and applied on a second
 * owner's approval; the rest applies at once.
 */
export async function updateOperator(db: Db, mail: Mailer, op: ActingOperator, id: string, patch: Patch) {
  if (op.kind !== 'user') throw new AppError('forbidden');
  const self = op.id === id;
  // Nobody changes their own role or disables themselves: an owner cannot lock the door behind them.
  if (self && (patch.role !== undefined || patch.disabled !== undefined)) throw new AppError('forbidden');
  if (self && (patch.password !== undefined || patch.resetTotp)) throw new AppError('operator_own_password');
  if (patch.email !== undefined && (await repo.emailTaken(db, patch.email, id))) throw new AppError('operator_email_taken');
  if (patch.password !== undefined || patch.resetTotp) await requireFreshTotp(db, op.id, patch.totp);
  const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;

  const { user, approvalId, emailChanged } = await db.transaction().execute(async (trx) => {
    const before = await repo.lockUser(trx, id);
    if (!before || (op.home && before.merchant_id !== op.home.id)) throw new AppError('not_found');
    const wasOwner = before.role === 'owner';
    const becomesOwner = patch.role === 'owner' && !wasOwner;
    const enablesOwner = patch.disabled === false && before.disabled_at !== null && (wasOwner || patch.role === 'owner');
    const ownerPassword = passwordHash !== undefined && wasOwner;
    const ask = (kind: 'owner.promote' | 'owner.enable' | 'owner.password') =>
      requestApproval(trx, op, {
        kind,
        operatorId: id,
        merchantId: before.merchant_id,
        ...(kind === 'owner.password' ? { passwordHash, endKeys: patch.endKeys } : {}),
      });

    const now = {
      role: becomesOwner ? undefined : patch.role,
      disabled: enablesOwner ? undefined : patch.disabled,
      passwordHash: ownerPassword ? undefined : passwordHash,
      email: patch.email !== undefined && patch.email !== before.email?.toLowerCase() ? patch.email : undefined,
      resetTotpSecret: patch.resetTotp ? generateTotpSecret() : undefined,
    };
    await repo.updateUser(trx, id, now);
    if (now.passwordHash || now.disabled || now.resetTotpSecret) await repo.revokeSessionsOf(trx, id);
    // A disabled operator's keys end with it; a reset password ends them when asked.
    if (now.disabled || (now.passwordHash && patch.endKeys)) await endKeysOf(trx, id);

    const state = (u: { role: string; disabled: boolean }) => ({ role: u.role, disabled: u.disabled });
    const changedNow = Object.values(now).some((v) => v !== undefined);
    if (changedNow)
      await appendAudit(trx, op, {
        action: 'operator.updated',
        targetType: 'operator',
        targetId: id,
        merchantId: before.merchant_id,
        before: { ...state({ role: before.role, disabled: before.disabled_at !== null }), email: before.email },
        after: {
          ...state({ role: now.role ?? before.role, disabled: now.disabled ?? before.disabled_at !== null }),
          email: now.email ?? before.email,
          ...(now.passwordHash ? { passwordChanged: true, keysEnded: patch.endKeys } : {}),
          ...(now.resetTotpSecret ? { authenticatorReset: true } : {}),
        },
      });
    let approval: string | null = null;
    if (becomesOwner) approval = await ask('owner.promote');
    if (enablesOwner) approval = await ask('owner.enable');
    if (ownerPassword) approval = await ask('owner.password');
    return { user: (await repo.userById(trx, id))!, approvalId: approval, emailChanged: now.email !== undefined };
  });
  if (emailChanged) await sendEmailCode(db, mail, id);
  return { ...(await presentUser(db, user)), approval: approvalId ? await approvalOf(db, approvalId) : null };
}

/** For seeds and tests: an operator with a fresh TOTP secret and a verified e-mail; its creation is audited as the system's. */
export async function seedOperator(
  db: Db,
  u: { username: string; password: string; role: OperatorRole; merchantId: string | null; email?: string },
): Promise<{ id: string; totpSecret: string } | null> {
  const totpSecret = generateTotpSecret();
  const passwordHash = await hashPassword(u.password);
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertUser(trx, {
      username: u.username,
      passwordHash,
      totpSecret,
      role: u.role,
      merchantId: u.merchantId,
      email: u.email ?? `${u.username.toLowerCase()}@operators.invalid`,
      emailVerified: true,
      activated: true,
      totpEnrolled: true,
    });
    if (!row) return null;
    await appendSystemAudit(trx, {
      operatorId: null,
      actorName: 'seed',
      role: null,
      ip: null,
      merchantId: u.merchantId,
      action: 'operator.created',
      targetType: 'operator',
      targetId: row.id,
      after: { username: row.username, role: row.role, merchantId: u.merchantId, email: row.email },
    });
    return { id: row.id, totpSecret };
  });
}
