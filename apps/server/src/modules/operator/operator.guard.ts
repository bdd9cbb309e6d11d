import type { FastifyRequest } from 'fastify';
import { HEADERS, keyPermissions, OPERATOR_KEY_HEADER, ROLE_PERMISSIONS, type OperatorPermission } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { sha256 } from '../../lib/secrets.js';
import { dbNow } from '../../lib/db-clock.js';
import { findMerchantByCode, findMerchantById, type Merchant } from '../merchant/index.js';
import type { ActingOperator } from './operator.context.js';
import { appendAudit } from './audit.service.js';
import { keyByHash } from './keys.repository.js';
import { sessionByTokenHash, touchSession } from './operator.repository.js';
import { OPERATOR_KEY_PREFIX, OPERATOR_SESSION } from './operator.rules.js';
import { checkCsrf, cookieToken, csrfOf } from './session-cookie.js';

/**
 * Which merchant a route acts on:
 *   merchant  one merchant's data (withdrawals, BGS config, keys): a merchant operator's own,
 *             or the one a platform operator names in the Merchant header (merchant_required
 *             without it);
 *   optional  the named merchant if any (audit lists, operator lists);
 *   platform  platform operators only (merchant creation).
 */
/** What the guard and the operator routes need of the platform's Deps. */
export interface OperatorDeps {
  db: Db;
}

export type OperatorScope = 'merchant' | 'optional' | 'platform';

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h !== 'string' || !h.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  return token.length > 0 && token.length <= 128 ? token : null;
}

type Identity = Omit<ActingOperator, 'merchant' | 'ip'>;

async function homeOf(db: Db, merchantId: string | null): Promise<Merchant | null> {
  if (merchantId === null) return null;
  const m = await findMerchantById(db, merchantId);
  if (!m) throw new AppError('forbidden');
  return m;
}

/**
 * A machine key: valid, not revoked, not expired, its maker still enabled; always one merchant
 * and one role, and never more than its maker may do now.
 */
async function byKey(db: Db, key: string): Promise<Identity> {
  if (!key.startsWith(OPERATOR_KEY_PREFIX) || key.length > 128) throw new AppError('not_logged_in');
  const row = await keyByHash(db, sha256(key));
  if (!row) throw new AppError('not_logged_in');
  const makerGone = row.created_by !== null && (row.maker_disabled_at !== null || row.maker_activated_at === null);
  if (row.revoked_at || makerGone || (row.expires_at && new Date(row.expires_at).getTime() <= dbNow()))
    throw new AppError('session_expired');
  return {
    kind: 'key',
    id: row.id,
    name: row.name,
    role: row.role,
    permissions: keyPermissions(row.role, row.created_by === null ? null : row.maker_role),
    level: 'merchant',
    home: await homeOf(db, row.merchant_id),
    sessionId: null,
    csrf: null,
  };
}

/** An operator session: live (not revoked, inside both timeouts) and its operator not disabled. */
async function bySession(db: Db, token: string, csrf: string | null): Promise<Identity> {
  const row = await sessionByTokenHash(db, sha256(token));
  if (!row) throw new AppError('not_logged_in');
  const now = dbNow();
  const ended =
    row.revoked_at !== null ||
    row.disabled_at !== null ||
    new Date(row.expires_at).getTime() <= now ||
    new Date(row.last_seen_at).getTime() + OPERATOR_SESSION.idleMinutes * 60_000 <= now;
  if (ended) throw new AppError('session_expired');
  // Touch at most once a minute to keep writes low.
  if (now - new Date(row.last_seen_at).getTime() > 60_000) await touchSession(db, row.session_id);
  return {
    kind: 'user',
    id: row.id,
    name: row.username,
    role: row.role,
    permissions: ROLE_PERMISSIONS[row.role],
    level: row.merchant_id === null ? 'platform' : 'merchant',
    home: await homeOf(db, row.merchant_id),
    sessionId: row.session_id,
    csrf,
  };
}

/**
 * Who calls: a machine key (x-operator-key), an operator session by its bearer token, or the
 * console's session cookie (whose changes must carry its CSRF token).
 */
export async function identify(db: Db, request: FastifyRequest): Promise<Identity> {
  const key = request.headers[OPERATOR_KEY_HEADER];
  if (typeof key === 'string' && key.length > 0) return byKey(db, key);
  const token = bearer(request);
  if (token) return bySession(db, token, null);
  const fromCookie = cookieToken(request);
  if (!fromCookie) throw new AppError('not_logged_in');
  checkCsrf(request, fromCookie);
  return bySession(db, fromCookie, csrfOf(fromCookie));
}

async function actingMerchant(db: Db, request: FastifyRequest, who: Identity, scope: OperatorScope): Promise<Merchant | null> {
  const sent = request.headers[HEADERS.merchant];
  const named = typeof sent === 'string' && sent.length > 0 ? sent : null;
  if (who.home) {
    // A merchant operator or key acts on its own merchant only, whatever it names.
    if (named !== null && named.toLowerCase() !== who.home.code) throw new AppError('forbidden');
    return who.home;
  }
  if (named === null) {
    if (scope === 'merchant') throw new AppError('merchant_required');
    return null;
  }
  const m = named.length <= 32 ? await findMerchantByCode(db, named) : null;
  if (!m) throw new AppError('invalid_url');
  return m;
}

/**
 * A refused call of an authenticated operator is in the audit trail too (action access.denied):
 * who tried what, and why it was refused. Its route is the pattern (no ids or query).
 */
async function auditDenied(
  db: Db,
  who: ActingOperator,
  request: FastifyRequest,
  permission: OperatorPermission | null,
  reason: string,
): Promise<void> {
  await appendAudit(db, who, {
    action: 'access.denied',
    targetType: 'route',
    targetId: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 64),
    merchantId: who.home?.id ?? null,
    after: { permission, reason },
  });
}

/**
 * The guard of every /ops route (a Fastify onRequest or preHandler hook; onRequest refuses
 * before the body is even read): authenticates the caller, checks the
 * role's permission and the scope, and sets request.operator. 401 not_logged_in /
 * session_expired without a live credential (a member token is none), 403 forbidden without
 * the permission, the level or the merchant.
 */
export function operatorGuard(
  deps: OperatorDeps,
  /** null: any live operator (sign-out, who am I). */
  permission: OperatorPermission | null,
  scope: OperatorScope = 'merchant',
) {
  return async (request: FastifyRequest): Promise<void> => {
    const who = await identify(deps.db, request);
    const denied = async (reason: string) => {
      await auditDenied(deps.db, { ...who, merchant: null, ip: request.ip }, request, permission, reason);
      return new AppError('forbidden');
    };
    if (permission !== null && !who.permissions.includes(permission)) throw await denied('permission');
    if (scope === 'platform' && who.level !== 'platform') throw await denied('level');
    let merchant: Merchant | null = null;
    try {
      merchant = scope === 'platform' ? null : await actingMerchant(deps.db, request, who, scope);
    } catch (e) {
      // Naming another merchant than one's own is a denied attempt too.
      if (e instanceof AppError && e.code === 'forbidden') throw await denied('merchant');
      throw e;
    }
    request.operator = { ...who, merchant, ip: request.ip };
  };
}

/**
 * A permission that depends on what the call names (a list in its body or query): a preHandler
 * after operatorGuard, once the body is parsed. Refused like the guard refuses, and audited.
 */
export function operatorNeeds(deps: OperatorDeps, needed: (request: FastifyRequest) => readonly OperatorPermission[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const who = request.operator;
    if (!who) throw new AppError('not_logged_in');
    const missing = needed(request).find((p) => !who.permissions.includes(p));
    if (missing === undefined) return;
    await auditDenied(deps.db, who, request, missing, 'permission');
    throw new AppError('forbidden');
  };
}
