import type { OperatorRole, operatorKey } from '@playhouse/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { appendAudit } from './audit.service.js';
import type { ActingOperator, MerchantOperator } from './operator.context.js';
import * as keys from './keys.repository.js';
import { OPERATOR_KEY_PREFIX } from './operator.rules.js';

/**
 * Machine keys: one merchant, one role, an expiry, and a maker whose rights bound the key's for
 * as long as it lives (the guard narrows a key to what its maker may do now, and refuses it once
 * the maker is disabled). Listed and revoked in one place: a merchant's operators see their
 * merchant's keys, a platform operator every merchant's (or the one it names).
 */

type KeyAnswer = z.infer<typeof operatorKey>;

function presentKey(k: keys.KeyRow): KeyAnswer {
  const expired = k.expires_at !== null && new Date(k.expires_at).getTime() <= Date.now();
  const makerGone = k.created_by !== null && (k.maker_disabled_at !== null || k.maker_activated_at === null);
  return {
    id: k.id,
    name: k.name,
    role: k.role,
    merchant: k.merchant_code,
    createdBy: k.created_by === null ? null : { id: k.created_by, username: k.maker_username ?? '' },
    createdAt: iso(k.created_at)!,
    expiresAt: iso(k.expires_at),
    revokedAt: iso(k.revoked_at),
    active: k.revoked_at === null && !expired && !makerGone,
  };
}

/** Issues a key of the merchant with a role and an expiry, made by the caller; the key itself is answered this once. */
export async function issueKey(db: Db, op: MerchantOperator, body: { name: string; role: OperatorRole; expiresAt: Date | null }) {
  if (op.kind !== 'user') throw new AppError('forbidden');
  const key = `${OPERATOR_KEY_PREFIX}${randomToken(32)}`;
  const row = await db.transaction().execute(async (trx) => {
    const id = await keys.insertKey(trx, {
      merchantId: op.merchantId,
      name: body.name,
      keyHash: sha256(key),
      role: body.role,
      expiresAt: body.expiresAt,
      createdBy: op.id,
    });
    if (!id) throw new AppError('validation_failed', [{ field: 'name', message: 'taken' }]);
    const k = (await keys.keyById(trx, id))!;
    await appendAudit(trx, op, {
      action: 'key.created',
      targetType: 'operator_key',
      targetId: id,
      after: { name: k.name, role: k.role, expiresAt: iso(k.expires_at) },
    });
    return k;
  });
  return { ...presentKey(row), key };
}

/** The merchant whose keys the caller sees: its own, or the one a platform operator names (undefined: every merchant's). */
const keyScope = (op: ActingOperator) => (op.home ? op.home.id : op.merchant?.id);

export async function listKeys(db: Db, op: ActingOperator, f: { createdBy?: string | undefined } = {}) {
  return (await keys.listKeys(db, { merchantId: keyScope(op), createdBy: f.createdBy })).map(presentKey);
}

export async function revokeKey(db: Db, op: ActingOperator, id: string) {
  if (!/^\d{1,18}$/.test(id)) throw new AppError('not_found');
  return db.transaction().execute(async (trx) => {
    const before = await keys.lockKey(trx, id, keyScope(op));
    if (!before) throw new AppError('not_found');
    await keys.revokeKey(trx, id);
    await appendAudit(trx, op, {
      action: 'key.revoked',
      targetType: 'operator_key',
      targetId: id,
      merchantId: before.merchant_id,
      before: { revokedAt: iso(before.revoked_at) },
      after: { revokedAt: iso(before.revoked_at ?? new Date()) },
    });
    return presentKey((await keys.keyById(trx, id))!);
  });
}

/** Ends every key `operatorId` made (disabled, or its password changed with endKeys), in the caller's transaction. */
export const endKeysOf = (db: Db, operatorId: string) => keys.revokeKeysMadeBy(db, operatorId);

/**
 * For seeds and tests: a key of a merchant with a role (and an expiry, none by default), made by
 * `createdBy` when given (the key is then bound by that operator's rights, as any made through the API).
 */
export async function createOperatorKey(
  db: Db,
  merchantId: string,
  name: string,
  role: OperatorRole = 'owner',
  expiresAt: Date | null = null,
  createdBy: string | null = null,
): Promise<string> {
  const key = `${OPERATOR_KEY_PREFIX}${randomToken(32)}`;
  const id = await keys.insertKey(db, { merchantId, name, keyHash: sha256(key), role, expiresAt, createdBy });
  if (!id) throw new AppError('validation_failed', [{ field: 'name', message: 'taken' }]);
  return key;
}

export const hasOperatorKey = async (db: Db, merchantId: string, name: string) => !!(await keys.keyByName(db, merchantId, name));
