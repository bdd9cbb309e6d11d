import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  betRecordsAnswer,
  betRecordsQuery,
  profitRecordsAnswer,
  profitRecordsQuery,
  transactionRecordsAnswer,
  transactionRecordsQuery,
} from '@playhouse/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { betRecords, profitRecords, transactionRecords } from './records.service.js';

/** Member records (member centre): personalHistoryCopy, transactionHistory, personalProfit. */
export const recordsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['records'];
    // A member sees only their own rows, of the request's merchant, in its calendar.
    const owner = async (req: FastifyRequest) => {
      const s = await authenticate(db, req, { realAccount: true });
      return { merchantId: req.merchant.id, memberId: s.memberId, timeZone: req.merchant.timeZone };
    };
    const noStore = { 'cache-control': PRIVATE_NO_STORE };

    app.get(
      API.records.bets,
      { schema: { tags, querystring: betRecordsQuery, response: answers(betRecordsAnswer) } },
      async (req, reply) => {
        const o = await owner(req);
        reply.headers(noStore);
        return ok(await betRecords(db, o, req.lang, req.query));
      },
    );

    app.get(
      API.records.transactions,
      { schema: { tags, querystring: transactionRecordsQuery, response: answers(transactionRecordsAnswer) } },
      async (req, reply) => {
        const o = await owner(req);
        reply.headers(noStore);
        return ok(await transactionRecords(db, o, req.query));
      },
    );

    app.get(
      API.records.profit,
      { schema: { tags, querystring: profitRecordsQuery, response: answers(profitRecordsAnswer) } },
      async (req, reply) => {
        const o = await owner(req);
        reply.headers(noStore);
        return ok(await profitRecords(db, o, req.query));
      },
    );
  };
