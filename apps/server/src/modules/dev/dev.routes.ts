import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, outboxEntry, outboxQuery } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { outboxPage } from './outbox-page.js';
import { readOutbox } from './dev.service.js';

/** True when the Accept header ranks text/html above JSON (a person's browser, not fetch). */
function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
}

/**
 * GET /dev/outbox: what the dev sms and mail providers "sent". Registered only when
 * DEV_OUTBOX is on; otherwise the path does not exist (404 not_found).
 */
export const devRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!deps.config.devOutbox) return;
    app.get(
      API.dev.outbox,
      { schema: { tags: ['dev'], querystring: outboxQuery, response: answers(z.array(outboxEntry)) } },
      async (req, reply) => {
        const entries = await readOutbox(deps.db, req.merchant.id, req.query);
        if (prefersHtml(req.headers.accept)) {
          const page = outboxPage(req.merchant.code, req.query.to ?? '', entries);
          // A string with a non-JSON type is sent as is; the JSON response schema does not apply.
          return reply.type('text/html; charset=utf-8').send(page as never);
        }
        return ok(entries);
      },
    );
  };
