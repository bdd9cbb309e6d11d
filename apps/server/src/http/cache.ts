import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../lib/etag.js';
import { ok } from './reply.js';

export { etagOf };

/**
 * HTTP caching of answers: ETag, Cache-Control, Vary and a bodiless 304 when the browser's
 * If-None-Match already holds the ETag. Public answers may sit in shared caches for 30 s
 * and differ by merchant and language; member answers are private and revalidated each time.
 */

export const PUBLIC_MAX_AGE = 30;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE}`;
export const PUBLIC_VARY = 'merchant, accept-language';
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** Member data that no cache, shared or the browser's, may keep. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Cache-Control of a built web file (its path under the build): Vite names everything under
 * assets/ by content hash, so those never change and are kept a year; index.html names the
 * current hashes and is revalidated on every load, so a deploy reaches every player at the
 * next visit; other files (icons, robots.txt) an hour.
 */
export function webFileCache(sent: string): string {
  // The precompressed copy (<file>.br / .gz) is cached as its file.
  const file = sent
    .replace(/\.(br|gz)$/, '')
    .split(path.sep)
    .join('/');
  if (file === 'index.html') return 'no-cache';
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Whether an If-None-Match header names `etag` (weak or strong) or is `*`. */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return String(header)
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === bare);
}

/** Sets the caching headers; true when the browser holds this ETag already (then answer 304). */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
  vary?: string,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (vary) reply.header('vary', vary);
  return etagMatches(request.headers['if-none-match'], etag);
}

/** A public answer; `produce` runs only when the browser does not hold `etag` yet. */
export async function publicAnswer<T>(request: FastifyRequest, reply: FastifyReply, etag: string, produce: () => T | Promise<T>) {
  if (notModified(request, reply, etag, PUBLIC_CACHE_CONTROL, PUBLIC_VARY)) return reply.code(304).send();
  return ok(await produce());
}

/** A member-specific answer: private, revalidated every time, ETag from the content. */
export function privateAnswer<T>(request: FastifyRequest, reply: FastifyReply, value: T) {
  if (notModified(request, reply, etagOf('m', JSON.stringify(value)), PRIVATE_CACHE_CONTROL)) return reply.code(304).send();
  return ok(value);
}

/**
 * Every answer to a caller who proves who they are (a member's Bearer token, an operator's
 * key) is member or operator data: no cache may keep it unless the route chose its own policy
 * (a private ETag answer, or a public lobby answer that is the same for everyone).
 */
export function installNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const signedIn = Boolean(request.headers.authorization || request.headers['x-operator-key'] || request.session);
    if (signedIn) reply.header('cache-control', PRIVATE_NO_STORE);
    return payload;
  });
}
