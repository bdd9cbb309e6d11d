import type { FastifyRequest } from 'fastify';
import { OPERATOR_KEY_HEADER } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { parseSettings, type MerchantSettings } from '../merchant/index.js';

/**
 * Operator API keys: 256-bit random, shown once when created, stored as SHA-256, each scoped
 * to one merchant. The key alone decides the merchant of an operator call, so a key of
 * merchant A can never reach merchant B's rows; a member token is not an operator key.
 */
export interface Operator {
  merchantId: string;
  name: string;
  settings: MerchantSettings;
}

export const OPERATOR_KEY_PREFIX = 'opk_';

/** Creates a key and returns it in plain text: the only time it exists outside the caller. */
export async function createOperatorKey(db: Db, merchantId: string, name: string): Promise<string> {
  const key = `${OPERATOR_KEY_PREFIX}${randomToken(32)}`;
  await db
    .insertInto('operator_keys')
    .values({ merchant_id: merchantId, name, key_hash: sha256(key) })
    .execute();
  return key;
}

export async function hasOperatorKey(db: Db, merchantId: string, name: string): Promise<boolean> {
  return !!(await db
    .selectFrom('operator_keys')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('name', '=', name)
    .executeTakeFirst());
}

/** The operator of the request's x-operator-key, or forbidden. */
export async function authenticateOperator(db: Db, request: FastifyRequest): Promise<Operator> {
  const key = request.headers[OPERATOR_KEY_HEADER];
  if (typeof key !== 'string' || !key.startsWith(OPERATOR_KEY_PREFIX) || key.length > 128) throw new AppError('forbidden');
  const row = await db
    .selectFrom('operator_keys')
    .innerJoin('merchants', 'merchants.id', 'operator_keys.merchant_id')
    .select(['operator_keys.merchant_id', 'operator_keys.name', 'merchants.settings'])
    .where('operator_keys.key_hash', '=', sha256(key))
    .where('operator_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('forbidden');
  return { merchantId: row.merchant_id, name: row.name, settings: parseSettings(row.settings) };
}
