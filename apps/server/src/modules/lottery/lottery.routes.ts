import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, drawsAnswer, drawsQuery } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { engineOpenedNumbers, vnOpenedNumbers } from './lottery.service.js';

/** Number openings of the VN lotteries (official and fast) and of the engine's fast draws (LOTT, ELOTT). */
export const lotteryRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = { tags: ['lottery'], querystring: drawsQuery, response: answers(drawsAnswer) };
    app.get(API.games.vnDraws, { schema }, async (req, reply) => {
      // Fast VN draws come every 45 s: a short public cache only.
      reply.header('cache-control', 'public, max-age=5').header('vary', 'merchant');
      return ok(await vnOpenedNumbers(deps.db, req.merchant.id, req.query));
    });
    app.get(API.games.lottoDraws, { schema }, async (req, reply) => {
      // A fast draw comes every minute: a short public cache only.
      reply.header('cache-control', 'public, max-age=5').header('vary', 'merchant');
      return ok(await engineOpenedNumbers(deps.db, req.merchant.id, req.query));
    });
  };
