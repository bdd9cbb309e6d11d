import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import { SEAMLESS_HEADERS } from '@playhouse/contract/server';
import type { Deps } from '../../deps.js';
import { seamlessCall } from './seamless.service.js';

const header = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * The seamless wallet API game providers call (no Merchant header: the merchant is the
 * session's or the player's; context.ts resolves merchants for /wps, /lgw, /lotto and /dev
 * only, so neither it nor the site gate stands in the way). The signature covers the raw
 * body, so this plugin's scope keeps bodies as text. A first answer is the one read back
 * from its stored row, so a retry's answer serializes to the same bytes.
 */
export const seamlessRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    app.post(
      API.provider.seamless,
      { schema: { tags: ['provider'], params: z.object({ vendor: z.string().max(32), op: z.string().max(32) }) } },
      async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const { status, body } = await seamlessCall(deps, req.params.vendor, req.params.op, raw, {
          timestamp: header(req.headers[SEAMLESS_HEADERS.timestamp]),
          signature: header(req.headers[SEAMLESS_HEADERS.signature]),
        });
        return reply
          .status(status)
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(JSON.stringify(body));
      },
    );
  };
