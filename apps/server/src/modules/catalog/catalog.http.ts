import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { authenticate, bearerToken } from '../session/index.js';
import { etagOf, publicAnswer } from '../../http/cache.js';
import type { CatalogService, Scope } from './catalog.service.js';

/** The language of the answer: the `language` query (spec §7) when the merchant has it, else the request's. */
export function answerLanguage(request: FastifyRequest, language?: string): Language {
  const wanted = language?.toUpperCase();
  if (wanted && (LANGUAGES as readonly string[]).includes(wanted) && request.merchant.languages.includes(wanted))
    return wanted as Language;
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
  const etag = etagOf(`c${version}`, `${merchantId}|${lang}|${request.url}`);
  return publicAnswer(request, reply, etag, () => produce({ merchantId, lang, version }));
}

/** The signed-in member, or null for a visitor (a stale or bad token still fails as usual). */
export async function optionalMember(db: Db, request: FastifyRequest): Promise<string | null> {
  if (!bearerToken(request)) return null;
  return (await authenticate(db, request)).memberId;
}
