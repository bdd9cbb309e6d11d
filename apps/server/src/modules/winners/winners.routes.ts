import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, winnersAnswer, winnersQuery } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { winnerBoard } from './winners.service.js';

export const winnersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.games.winners,
      { schema: { tags: ['games'], querystring: winnersQuery, response: answers(winnersAnswer) } },
      async (req, reply) => {
        reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'merchant, accept-language');
        return ok(await winnerBoard(deps.db, req.merchant, req.lang, req.query));
      },
    );
  };
