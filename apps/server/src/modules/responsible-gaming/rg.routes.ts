import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@playhouse/contract';
import {
  rgLimitBody,
  rgOpsAnswer,
  rgOpsBody,
  rgRealityCheckBody,
  rgSelfExclusionBody,
  rgSessionAnswer,
  rgSettingsAnswer,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { authenticate } from '../session/index.js';
import {
  opsLiftExclusion,
  opsLowerLimit,
  opsView,
  rgSettings,
  selfExclude,
  sessionSummary,
  setLimit,
  setRealityCheck,
} from './rg.service.js';

/** Responsible gaming: the member's own settings (signed in, real account) and the operator's view and lift. */
export const responsibleGamingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['responsibleGaming'];
    const paths = API.responsibleGaming;

    app.get(paths.settings, { schema: { tags, response: answers(rgSettingsAnswer) } }, async (req, reply) => {
      const s = await authenticate(db, req, { realAccount: true });
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await rgSettings(db, req.merchant, s.memberId, s.sessionId));
    });

    app.get(paths.session, { schema: { tags, response: answers(rgSessionAnswer) } }, async (req, reply) => {
      const s = await authenticate(db, req, { realAccount: true });
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await sessionSummary(db, req.merchant.id, s.memberId, s.sessionId));
    });

    app.put(paths.limits, { schema: { tags, body: rgLimitBody, response: answers(rgSettingsAnswer) } }, async (req) => {
      const s = await authenticate(db, req, { realAccount: true });
      return ok(await setLimit(db, req.merchant, s.memberId, req.body, s.sessionId));
    });

    app.put(
      paths.realityCheck,
      { schema: { tags, body: rgRealityCheckBody, response: answers(rgSettingsAnswer) } },
      async (req) => {
        const s = await authenticate(db, req, { realAccount: true });
        return ok(await setRealityCheck(db, req.merchant, s.memberId, req.body.minutes, s.sessionId));
      },
    );

    app.post(paths.selfExclusion, { schema: { tags, body: rgSelfExclusionBody, response: answers(z.null()) } }, async (req) => {
      const s = await authenticate(db, req, { realAccount: true });
      await selfExclude(db, req.merchant, s.memberId, req.body);
      return ok(null);
    });

    const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,18}$/) });
    app.get(
      paths.ops.member,
      {
        onRequest: operatorGuard(deps, 'members.read'),
        schema: { tags: ['operator'], params: idParams, response: answers(rgOpsAnswer) },
      },
      async (req) => {
        const op = merchantOperatorOf(req);
        return ok(await opsView(db, op.merchant, req.params.id));
      },
    );

    app.put(
      paths.ops.member,
      {
        onRequest: operatorGuard(deps, 'members.manage'),
        schema: { tags: ['operator'], params: idParams, body: rgOpsBody, response: answers(rgOpsAnswer) },
      },
      async (req) => {
        const op = merchantOperatorOf(req);
        const body = req.body;
        return ok(
          'lower' in body
            ? await opsLowerLimit(db, op, req.params.id, body.lower, body.reason)
            : await opsLiftExclusion(db, op, req.params.id, body.reason),
        );
      },
    );
  };
