import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { authenticate, bearerToken } from '../session/index.js';
import { etagOf, notModified, PUBLIC_CACHE_CONTROL, PUBLIC_VARY } from '../../http/cache.js';
import { prepareAnswer, sendPrepared, type AnswerSchema, type PreparedAnswer } from '../../http/prepared-answer.js';
import type { CatalogService, Scope } from './catalog.service.js';

/** The language of the answer: the `language` query (spec §7) when the merchant has it, else the request's. */
export function answerLanguage(request: FastifyRequest, language?: string): Language {
  const wanted = language?.toUpperCase();
  if (wanted && (LANGUAGES as readonly string[]).includes(wanted) && request.merchant.languages.includes(wanted))
    return wanted as Language;
  return request.lang;
}

/**
 * A public catalog answer, kept ready to send (ETag, JSON, compressed forms) per merchant,
 * language and URL while the catalog version holds. The version is known in memory (LISTEN), so
 * a kept answer costs no database read; a revalidation of an answer not kept yet still makes
 * none (its ETag is known from the version and the URL alone).
 */
export async function catalogAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  service: CatalogService,
  /** Checked outside production only (prepareAnswer). */
  schema: AnswerSchema | undefined,
  produce: (scope: Scope) => Promise<T>,
  lang = request.lang,
) {
  const merchantId = request.merchant.id;
  const version = await service.version(merchantId);
  const key = `${merchantId}|${lang}|${request.url}`;
  let answer = service.answers.peek<PreparedAnswer>(key, version);
  if (!answer) {
    const etag = etagOf(`c${version}`, key);
    if (notModified(request, reply, etag, PUBLIC_CACHE_CONTROL, PUBLIC_VARY)) return reply.code(304).send();
    answer = prepareAnswer(etag, await produce({ merchantId, lang, version }), schema);
    service.answers.set(key, version, answer);
  }
  return sendPrepared(request, reply, answer, PUBLIC_VARY);
}

/** The signed-in member, or null for a visitor (a stale or bad token still fails as usual). */
export async function optionalMember(db: Db, request: FastifyRequest): Promise<string | null> {
  if (!bearerToken(request)) return null;
  return (await authenticate(db, request)).memberId;
}
