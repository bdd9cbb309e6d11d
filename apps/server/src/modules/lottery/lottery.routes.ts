import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, drawsAnswer, drawsQuery } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { engineOpenedNumbers, openedNumbers } from './lottery.service.js';
import { VN_DRAW_VENDORS } from './prize-modes.js';

/** Number openings of the VN lottery and of the other lotteries (LOTT, ELOTT, TCG_SEA). */
export const lotteryRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = { tags: ['lottery'], querystring: drawsQuery, response: answers(drawsAnswer) };
    app.get(API.games.vnDraws, { schema }, async (req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'merchant');
      return ok(await openedNumbers(deps.db, req.merchant.id, VN_DRAW_VENDORS, req.query));
    });
    app.get(API.games.lottoDraws, { schema }, async (req, reply) => {
      // A fast draw comes every minute: a short public cache only.
      reply.header('cache-control', 'public, max-age=5').header('vary', 'merchant');
      return ok(await engineOpenedNumbers(deps.db, req.merchant.id, req.query));
    });
  };
