import type { OperatorLevel, OperatorPermission, OperatorRole } from '@playhouse/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';
import type { Merchant, MerchantSettings } from '../merchant/index.js';

/** Who acts on an /ops call: set by operatorGuard, read by handlers and the audit trail. */
export interface ActingOperator {
  kind: 'user' | 'key';
  /** The operator user's id or the key's id. */
  id: string;
  /** Username or key name. */
  name: string;
  role: OperatorRole;
  /** What the caller may do now: the role's, or for a key its role's narrowed to what its maker may do now. */
  permissions: readonly OperatorPermission[];
  level: OperatorLevel;
  /** The one merchant of a merchant operator or key; null for the platform level. */
  home: Merchant | null;
  /** The merchant this call acts on: the home merchant, or the one a platform operator names. */
  merchant: Merchant | null;
  /** The operator session behind the call (users only). */
  sessionId: string | null;
  /** The CSRF token of a cookie session (the console); null for a bearer token or a key. */
  csrf: string | null;
  ip: string;
}

/** An operator acting on one merchant (the merchant routes); payments and BGS take this shape. */
export interface MerchantOperator extends ActingOperator {
  merchant: Merchant;
  merchantId: string;
  settings: MerchantSettings;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: ActingOperator;
  }
}

/** The operator of a guarded request (the guard ran: a handler without it is a wiring bug). */
export function operatorOf(request: FastifyRequest): ActingOperator {
  if (!request.operator) throw new AppError('not_logged_in');
  return request.operator;
}

/** The operator of a guarded merchant route, with the merchant it acts on. */
export function merchantOperatorOf(request: FastifyRequest): MerchantOperator {
  const op = operatorOf(request);
  if (!op.merchant) throw new AppError('merchant_required');
  return { ...op, merchant: op.merchant, merchantId: op.merchant.id, settings: op.merchant.settings };
}
