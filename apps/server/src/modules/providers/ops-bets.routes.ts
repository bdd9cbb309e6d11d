import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, opsBetPage, opsBetQuery } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { betList } from './ops-bets.service.js';

/** GET /ops/bets (bets.read): every vendor's and the lottery's bets of the acting merchant. */
export const opsBetsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.operator.bets,
      {
        onRequest: operatorGuard(deps, 'bets.read'),
        schema: { tags: ['operator'], querystring: opsBetQuery, response: answers(opsBetPage) },
      },
      async (req) => ok(await betList(deps.db, merchantOperatorOf(req), req.query)),
    );
  };
