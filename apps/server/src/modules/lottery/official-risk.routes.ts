import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import {
  officialCapacityAnswer,
  officialProductId,
  productPricingAnswer,
  productPricingBody,
  restrictionsBody,
} from '@playhouse/contract/lottery';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { dbNow } from '../../lib/db-clock.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import * as risk from './official/risk.service.js';

/** The official lotteries' risk controls for operators (risk role, limits.manage; every write audited). */
export const officialRiskRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const now = () => (deps.clock ?? dbNow)();
    const tags = ['operator'];
    const guard = operatorGuard(deps, 'limits.manage');

    app.put(
      API.operator.lotteryRestrictions,
      { onRequest: guard, schema: { tags, body: restrictionsBody, response: answers(officialCapacityAnswer) } },
      async (req) => ok(await risk.setRestrictions(db, merchantOperatorOf(req), req.body, now())),
    );
    app.put(
      API.operator.lotteryProductPricing,
      {
        onRequest: guard,
        schema: {
          tags,
          params: z.object({ productId: officialProductId }),
          body: productPricingBody,
          response: answers(productPricingAnswer),
        },
      },
      async (req) => ok(await risk.setProductPricing(db, merchantOperatorOf(req), req.params.productId, req.body, now())),
    );
  };
