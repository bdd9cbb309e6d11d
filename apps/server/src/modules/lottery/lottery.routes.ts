import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, drawsAnswer, drawsQuery } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { openedNumbers } from './lottery.service.js';
import { LOTTO_DRAW_VENDORS, VN_DRAW_VENDORS } from './prize-modes.js';

/** Number openings of the VN lottery and of the other lotteries (LOTT, ELOTT, TCG_SEA). */
export const lotteryRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = { tags: ['lottery'], querystring: drawsQuery, response: answers(drawsAnswer) };
    for (const [path, vendors] of [
      [API.games.vnDraws, VN_DRAW_VENDORS],
      [API.games.lottoDraws, LOTTO_DRAW_VENDORS],
    ] as const) {
      app.get(path, { schema }, async (req, reply) => {
        reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'merchant');
        return ok(await openedNumbers(deps.db, req.merchant.id, vendors, req.query));
      });
    }
  };
