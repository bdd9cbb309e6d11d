import type { FastifyRequest } from 'fastify';
import { isTrialType } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { findSession, type ActiveSession } from './session.store.js';
import { AppError } from '../../core/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    session?: ActiveSession;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h !== 'string' || !h.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  return token.length > 0 && token.length <= 128 ? token : null;
}

export interface AuthOptions {
  /** Allow a session whose password must change first (the change call itself, info, logout). */
  allowPasswordChange?: boolean;
  /** Refuse trial accounts with in_need_true_account. */
  realAccount?: boolean;
}

/** The guard every signed-in route calls first. */
export async function authenticate(db: Db, request: FastifyRequest, opts: AuthOptions = {}): Promise<ActiveSession> {
  const token = bearerToken(request);
  if (!token) throw new AppError('not_logged_in');
  const found = await findSession(db, request.merchant, token);
  if (found.status !== 'ok') throw new AppError(found.status === 'expired' ? 'session_expired' : 'not_logged_in');
  const session = found.session;
  if (session.mustChangePassword && !opts.allowPasswordChange) throw new AppError('password_change_required');
  if (opts.realAccount && isTrialType(session.type)) throw new AppError('in_need_true_account');
  request.session = session;
  return session;
}
