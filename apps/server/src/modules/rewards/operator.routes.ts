import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@playhouse/contract';
import {
  bonusDetailsAnswer,
  bonusDetailsQuery,
  bonusDefinitionBody,
  bonusDefinitionList,
  bonusDefinitionView,
  grantedRewardAnswer,
  operatorGrantBody,
  rewardIdParams,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { createDefinition, definitionsOf, removeDefinition, replaceDefinition } from './definitions.service.js';
import { operatorGrant } from './operator-grant.service.js';
import { bonusDetails } from './rewards.service.js';

const removedAnswer = z.object({ deleted: z.boolean(), definition: bonusDefinitionView.nullable() });

/** The operator's bonus definitions and manual grants (permissions rewards.read / rewards.manage / rewards.grant). */
export const rewardsOpsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const paths = API.rewards.ops;

    // The member view's bonuses: what a member claimed and how far its wagering is (another merchant's member has none here).
    app.get(
      API.operator.memberBonuses,
      {
        onRequest: operatorGuard(deps, 'rewards.read'),
        schema: {
          tags,
          params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
          querystring: bonusDetailsQuery,
          response: answers(bonusDetailsAnswer),
        },
      },
      async (req) => ok(await bonusDetails(db, merchantOperatorOf(req).merchantId, req.params.id, req.query)),
    );

    app.get(
      paths.definitions,
      { onRequest: operatorGuard(deps, 'rewards.read'), schema: { tags, response: answers(bonusDefinitionList) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await definitionsOf(db, merchantOperatorOf(req).merchantId));
      },
    );
    app.post(
      paths.definitions,
      {
        onRequest: operatorGuard(deps, 'rewards.manage'),
        schema: { tags, body: bonusDefinitionBody, response: answers(bonusDefinitionView) },
      },
      async (req) => ok(await createDefinition(db, merchantOperatorOf(req), req.body)),
    );
    app.put(
      paths.definition,
      {
        onRequest: operatorGuard(deps, 'rewards.manage'),
        schema: { tags, params: rewardIdParams, body: bonusDefinitionBody, response: answers(bonusDefinitionView) },
      },
      async (req) => ok(await replaceDefinition(db, merchantOperatorOf(req), req.params.id, req.body)),
    );
    app.delete(
      paths.definition,
      {
        onRequest: operatorGuard(deps, 'rewards.manage'),
        schema: { tags, params: rewardIdParams, response: answers(removedAnswer) },
      },
      async (req) => ok(await removeDefinition(db, merchantOperatorOf(req), req.params.id)),
    );
    app.post(
      paths.grant,
      {
        onRequest: operatorGuard(deps, 'rewards.grant'),
        schema: { tags, body: operatorGrantBody, response: answers(grantedRewardAnswer) },
      },
      async (req) => ok(await operatorGrant(db, merchantOperatorOf(req), req.body)),
    );
  };
