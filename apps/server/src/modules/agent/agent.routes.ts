import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateAnswer, affiliateQuery, API } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { checkAffiliate } from './agent.service.js';

export const agentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.agent.affiliate,
      { schema: { tags: ['agent'], querystring: affiliateQuery, response: answers(affiliateAnswer) } },
      async (req) => ok(await checkAffiliate(deps.db, req.merchant, req.ip, req.query.code)),
    );
  };
