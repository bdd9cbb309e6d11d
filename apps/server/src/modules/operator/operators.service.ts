import type { z } from 'zod';
import type {
  MerchantCreateBody,
  OperatorRole,
  OperatorUser,
  operatorKeyCreateBody,
  operatorUpdateBody,
} from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { generateTotpSecret, otpauthUrl } from '../../lib/totp.js';
import { findMerchantByCode, findMerchantById, insertMerchant } from '../merchant/index.js';
import { appendAudit, appendSystemAudit } from './audit.service.js';
import type { ActingOperator, MerchantOperator } from './operator.context.js';
import * as repo from './operator.repository.js';
import { OPERATOR_KEY_PREFIX } from './operator.rules.js';

/**
 * Managing merchants (platform level), operators and machine keys. Each change and its audit
 * row are one transaction. A merchant operator sees and changes only its merchant's operators
 * and keys; another merchant's are answered not_found, as if they did not exist.
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

export async function createOperator(
  db: Db,
  op: ActingOperator,
  body: { username: string; password: string; role: OperatorRole; merchant?: string | null | undefined },
) {
  const merchantId = await targetMerchant(db, op, body.merchant);
  const totpSecret = generateTotpSecret();
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction().execute(async (trx) => {
    const u = await repo.insertUser(trx, { username: body.username, passwordHash, totpSecret, role: body.role, merchantId });
    if (!u) throw new AppError('username_taken');
    const after = { username: u.username, role: u.role, merchantId };
    await appendAudit(trx, op, { action: 'operator.created', targetType: 'operator', targetId: u.id, merchantId, after });
    return u;
  });
  return { ...(await presentUser(db, user)), totpSecret, otpauthUrl: otpauthUrl('Playhouse ops', user.username, totpSecret) };
}

/** Operators the caller may see: a merchant operator its merchant's; a platform operator all, or the named merchant's. */
export async function listOperators(db: Db, op: ActingOperator) {
  const merchantId = op.home ? op.home.id : op.merchant?.id;
  return Promise.all((await repo.listUsers(db, merchantId)).map((u) => presentUser(db, u)));
}

export async function updateOperator(db: Db, op: ActingOperator, id: string, patch: z.infer<typeof operatorUpdateBody>) {
  // Nobody changes their own role or disables themselves: an owner cannot lock the door behind them.
  if (op.kind === 'user' && op.id === id && (patch.role !== undefined || patch.disabled !== undefined))
    throw new AppError('forbidden');
  const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
  const user = await db.transaction().execute(async (trx) => {
    const before = await repo.lockUser(trx, id);
    if (!before || (op.home && before.merchant_id !== op.home.id)) throw new AppError('not_found');
    await repo.updateUser(trx, id, { role: patch.role, disabled: patch.disabled, passwordHash });
    // A new password or a disabled account ends every session at once.
    if (passwordHash || patch.disabled) await repo.revokeSessionsOf(trx, id);
    const state = (u: { role: string; disabled: boolean }) => ({ role: u.role, disabled: u.disabled });
    await appendAudit(trx, op, {
      action: 'operator.updated',
      targetType: 'operator',
      targetId: id,
      merchantId: before.merchant_id,
      before: state({ role: before.role, disabled: before.disabled_at !== null }),
      after: {
        ...state({ role: patch.role ?? before.role, disabled: patch.disabled ?? before.disabled_at !== null }),
        ...(passwordHash ? { passwordChanged: true } : {}),
      },
    });
    return (await repo.userById(trx, id))!;
  });
  return presentUser(db, user);
}

// ---- machine keys ----

const presentKey = (k: repo.KeyRow, merchant: string) => ({
  id: k.id,
  name: k.name,
  role: k.role,
  merchant,
  createdAt: iso(k.created_at)!,
  expiresAt: iso(k.expires_at),
  revokedAt: iso(k.revoked_at),
});

/** Issues a key of the merchant with a role and an expiry; the key itself is answered this once. */
export async function issueKey(
  db: Db,
  op: MerchantOperator,
  body: Pick<z.infer<typeof operatorKeyCreateBody>, 'name' | 'role'> & { expiresAt: Date | null },
) {
  const key = `${OPERATOR_KEY_PREFIX}${randomToken(32)}`;
  const row = await db.transaction().execute(async (trx) => {
    const k = await repo.insertKey(trx, {
      merchantId: op.merchantId,
      name: body.name,
      keyHash: sha256(key),
      role: body.role,
      expiresAt: body.expiresAt,
      createdBy: op.kind === 'user' ? op.id : null,
    });
    if (!k) throw new AppError('validation_failed', [{ field: 'name', message: 'taken' }]);
    await appendAudit(trx, op, {
      action: 'key.created',
      targetType: 'operator_key',
      targetId: k.id,
      after: { name: k.name, role: k.role, expiresAt: iso(k.expires_at) },
    });
    return k;
  });
  return { ...presentKey(row, op.merchant.code), key };
}

export async function listKeys(db: Db, op: MerchantOperator) {
  return (await repo.keysOf(db, op.merchantId)).map((k) => presentKey(k, op.merchant.code));
}

export async function revokeKey(db: Db, op: MerchantOperator, id: string) {
  const row = await db.transaction().execute(async (trx) => {
    const before = await repo.revokeKey(trx, op.merchantId, id);
    if (!before) throw new AppError('not_found');
    await appendAudit(trx, op, {
      action: 'key.revoked',
      targetType: 'operator_key',
      targetId: id,
      before: { revokedAt: iso(before.revoked_at) },
      after: { revokedAt: iso(before.revoked_at ?? new Date()) },
    });
    return (await repo.keysOf(trx, op.merchantId)).find((k) => k.id === id)!;
  });
  return presentKey(row, op.merchant.code);
}

/** For seeds and tests: a key of a merchant with a role (and an expiry, none by default). */
export async function createOperatorKey(
  db: Db,
  merchantId: string,
  name: string,
  role: OperatorRole = 'owner',
  expiresAt: Date | null = null,
): Promise<string> {
  const key = `${OPERATOR_KEY_PREFIX}${randomToken(32)}`;
  const k = await repo.insertKey(db, { merchantId, name, keyHash: sha256(key), role, expiresAt, createdBy: null });
  if (!k) throw new AppError('validation_failed', [{ field: 'name', message: 'taken' }]);
  return key;
}

export const hasOperatorKey = async (db: Db, merchantId: string, name: string) => !!(await repo.keyByName(db, merchantId, name));

/** For seeds and tests: an operator with a fresh TOTP secret; its creation is audited as the system's. */
export async function seedOperator(
  db: Db,
  u: { username: string; password: string; role: OperatorRole; merchantId: string | null },
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
      after: { username: row.username, role: row.role, merchantId: u.merchantId },
    });
    return { id: row.id, totpSecret };
  });
}

/**
 * The person behind an operator's call, for rules that need two different people (four eyes): a
 * user is themself, and a key is the user who made it ("user:<id>"), so nobody approves with a key
 * what they entered in person; a key nobody made (seeded) stands for itself ("key:<id>").
 */
export async function personOf(db: Db, op: ActingOperator): Promise<string> {
  if (op.kind === 'user') return `user:${op.id}`;
  const creator = await repo.keyCreatorOf(db, op.id);
  return creator ? `user:${creator}` : `key:${op.id}`;
}
