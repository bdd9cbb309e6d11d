import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import { vipLevelsAnswer, vipLevelsBody, vipStatusAnswer } from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate } from '../session/index.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import * as svc from './vip.service.js';

/** The member's VIP status, and the operator's ladder (read and save; saving is audited). */
export const vipRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const V = API.vip;
    app.get(V.status, { schema: { tags: ['member'], response: answers(vipStatusAnswer) } }, async (req, reply) => {
      const s = await authenticate(db, req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await svc.statusOf(db, req.merchant.id, s.memberId));
    });

    const manage = operatorGuard(deps, 'vip.manage');
    const tags = ['operator'];
    app.get(V.ops.levels, { onRequest: manage, schema: { tags, response: answers(vipLevelsAnswer) } }, async (req) =>
      ok({ levels: await svc.levels(db, merchantOperatorOf(req).merchantId) }),
    );
    app.put(
      V.ops.levels,
      { onRequest: manage, schema: { tags, body: vipLevelsBody, response: answers(vipLevelsAnswer) } },
      async (req) => ok(await svc.saveLevels(db, merchantOperatorOf(req), req.body)),
    );
  };
