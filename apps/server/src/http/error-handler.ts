import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageFor, statusOf, type ErrorCode, type FieldIssue } from '@playhouse/contract';
import { AppError } from '../core/errors.js';

/**
 * PostgreSQL's data exceptions that only a value from outside can cause once zod has passed it
 * (a number beyond bigint, a date PostgreSQL does not know, a NUL character in text (22021) or
 * in jsonb as \u0000 (22P05)): the caller's input, so a 400.
 */
const PG_BAD_INPUT = new Set(['22003', '22008', '22007', '22P02', '22021', '22P05']);
/** Deadlock and serialization failure: PostgreSQL rolled the transaction back; the caller may retry. */
const PG_CONCURRENT = new Set(['40P01', '40001']);

/**
 * What the router answers before any hook runs (a path parameter past its length, a malformed
 * URL): Fastify's `frameworkErrors` option. The same envelope as any bad input, in English (the
 * request's language is not known yet).
 */
export function frameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(statusOf('validation_failed'))
    .send({ success: false, code: 'validation_failed', message: messageFor('EN', 'validation_failed') });
}

/** Maps every failure to `{ success: false, code, message, value? }` with a fitting status. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'EN';
    let code: ErrorCode = 'unknown_error';
    let value: unknown;
    let params: Record<string, string | number> | undefined;

    if (error instanceof AppError) {
      code = error.code;
      value = error.value;
      params = error.params;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      code = 'validation_failed';
      value = error.validation.map<FieldIssue>((v) => ({
        field:
          String(v.instancePath || '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || '',
        key: 'validation_failed',
        params: { detail: v.message ?? '' },
      }));
    } else if (PG_BAD_INPUT.has(error.code)) {
      code = 'validation_failed';
      request.log.warn({ err: error }, 'input refused by PostgreSQL');
    } else if (PG_CONCURRENT.has(error.code)) {
      code = 'busy_try_again';
      request.log.warn({ err: error }, 'transaction rolled back by a concurrent change');
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      code = 'payload_too_large';
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like.
      code = error.statusCode === 429 ? 'too_many_requests' : error.statusCode === 404 ? 'not_found' : 'validation_failed';
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    const localized = messageFor(lang, code, params);
    return reply
      .status(statusOf(code))
      .send({ success: false, code, message: localized, ...(value === undefined ? {} : { value }) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, code: 'not_found', message: messageFor(request.lang ?? 'EN', 'not_found') });
  });
}
