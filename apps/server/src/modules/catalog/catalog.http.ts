import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { authenticate, bearerToken } from '../../http/auth.js';
import { ok } from '../../http/reply.js';
import type { CatalogService, Scope } from './catalog.service.js';

/** HTTP caching of catalog answers: ETag, Cache-Control and 304 on a matching If-None-Match. */

const hash = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return String(header)
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === bare);
}

/** The language of the answer: the `language` query (spec §7) when the merchant has it, else the request's. */
export function answerLanguage(request: FastifyRequest, language?: string): Language {
  const wanted = language?.toUpperCase();
  if (wanted && (LANGUAGES as readonly string[]).includes(wanted) && request.merchant.languages.includes(wanted)) return wanted as Language;
  return request.lang;
}

/**
 * A public catalog answer. Its ETag is known before any query (merchant, catalog version,
 * language and URL), so a revalidation costs only the version read.
 */
export async function catalogAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  service: CatalogService,
  produce: (scope: Scope) => Promise<T>,
  lang = request.lang,
) {
  const merchantId = request.merchant.id;
  const version = await service.version(merchantId);
  const etag = `"c${version}-${hash(`${merchantId}|${lang}|${request.url}`)}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=30').header('vary', 'merchant, accept-language');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return ok(await produce({ merchantId, lang, version }));
}

/** A member-specific answer: private, revalidated every time, ETag from the content. */
export function memberAnswer<T>(request: FastifyRequest, reply: FastifyReply, value: T) {
  const etag = `"m-${hash(JSON.stringify(value))}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return ok(value);
}

/** The signed-in member, or null for a visitor (a stale or bad token still fails as usual). */
export async function optionalMember(db: Db, request: FastifyRequest): Promise<string | null> {
  if (!bearerToken(request)) return null;
  return (await authenticate(db, request)).memberId;
}
