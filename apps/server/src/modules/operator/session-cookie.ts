import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_CSRF_HEADER, OPERATOR_SESSION_COOKIE } from '@playhouse/contract';
import { AppError } from '../../core/errors.js';
import { safeEqual } from '../../lib/secrets.js';
import { OPERATOR_SESSION } from './operator.rules.js';

/**
 * The console's operator session: the token rides in an httpOnly, SameSite=Strict cookie scoped
 * to /ops (the console's pages are static files; every call they make goes to /ops), so no page
 * script can read it. A change made with it must also send the session's CSRF token in a header:
 * a cross-site form cannot set headers, and SameSite=Strict already keeps the cookie off
 * cross-site requests; the two hold each other up.
 */

const COOKIE_PATH = '/ops';

/** The CSRF token of a session: derived from its token, so nothing more is stored, and useless without it. */
export const csrfOf = (token: string) => createHash('sha256').update(`csrf\0${token}`).digest('base64url');

/** The session token in the request's cookie, if any. */
export function cookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === OPERATOR_SESSION_COOKIE) {
      const token = part.slice(eq + 1).trim();
      return token.length > 0 && token.length <= 128 ? token : null;
    }
  }
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cookie-authenticated change must carry the session's CSRF token: operator_csrf_failed otherwise. */
export function checkCsrf(request: FastifyRequest, token: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const sent = request.headers[OPERATOR_CSRF_HEADER];
  if (typeof sent !== 'string' || !safeEqual(sent, csrfOf(token))) throw new AppError('operator_csrf_failed');
}

const attributes = (request: FastifyRequest) =>
  `Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header(
    'set-cookie',
    `${OPERATOR_SESSION_COOKIE}=${token}; Max-Age=${OPERATOR_SESSION.absoluteHours * 3600}; ${attributes(request)}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${OPERATOR_SESSION_COOKIE}=; Max-Age=0; ${attributes(request)}`);
}
