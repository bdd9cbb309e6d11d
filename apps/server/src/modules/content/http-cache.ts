import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/reply.js';
import type { CachedAnswer } from './answer-cache.js';

/** Shared caches may keep public content 30 s; the ETag lets browsers revalidate for free. */
export const PUBLIC_MAX_AGE = 30;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Sets ETag, Cache-Control and Vary (the answer depends on the merchant and the language),
 * and answers 304 without a body when the browser already holds this version.
 */
export function sendCached<T>(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<T>) {
  reply.header('etag', answer.etag);
  reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`);
  reply.header('vary', 'merchant, accept-language');
  if (matches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return ok(answer.value);
}
