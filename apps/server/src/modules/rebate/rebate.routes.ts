import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API } from '@playhouse/contract';
import { manualRebateAnswer, rebateClaimRecord, rebateHistoryPage, rebateHistoryQuery } from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate } from '../session/index.js';
import { accruedOf, claim, historyOf } from './rebate.service.js';

/** Manual rebate (MANPLAYREB3): what accrued, the claim, the claims' history. Flag off: operation_not_enabled. */
export const rebateRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['rebate'];
    const R = API.manualRebate;
    const owner = async (req: FastifyRequest, realAccount = false) => {
      const s = await authenticate(db, req, realAccount ? { realAccount: true } : undefined);
      return { merchantId: req.merchant.id, memberId: s.memberId };
    };

    app.get(R.accrued, { schema: { tags, response: answers(manualRebateAnswer) } }, async (req, reply) => {
      const o = await owner(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await accruedOf(db, req.merchant, o));
    });
    app.post(R.claim, { schema: { tags, response: answers(rebateClaimRecord) } }, async (req) =>
      ok(await claim(db, req.merchant, await owner(req, true))),
    );
    app.get(
      R.history,
      { schema: { tags, querystring: rebateHistoryQuery, response: answers(rebateHistoryPage) } },
      async (req, reply) => {
        const o = await owner(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await historyOf(db, req.merchant, o, req.query));
      },
    );
  };
