import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, winnersAnswer, winnersQuery } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { PUBLIC_MAX_AGE } from '../content/http-cache.js';
import { winnerBoard } from './winners.service.js';

export const winnersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.games.winners,
      { schema: { tags: ['games'], querystring: winnersQuery, response: answers(winnersAnswer) } },
      async (req, reply) => {
        reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE}`).header('vary', 'merchant, accept-language');
        return ok(await winnerBoard(deps.db, req.merchant, req.lang, req.query));
      },
    );
  };
