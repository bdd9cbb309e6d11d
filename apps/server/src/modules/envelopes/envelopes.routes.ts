import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, isTrialType } from '@playhouse/contract';
import {
  envelopeClaimAnswer,
  envelopeCreateBody,
  envelopeIdParams,
  envelopeLiveAnswer,
  opsEnvelopeDrop,
  opsEnvelopeListAnswer,
  opsEnvelopeListQuery,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { AppError } from '../../core/errors.js';
import { authenticate } from '../session/index.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import * as svc from './envelopes.service.js';

/** Red envelopes: the member's live drop and claim; the operator's drops (create and cancel audited). */
export const envelopesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const E = API.envelopes;
    const tags = ['member'];
    app.get(E.live, { schema: { tags, response: answers(envelopeLiveAnswer) } }, async (req, reply) => {
      const s = await authenticate(db, req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await svc.liveFor(db, { merchantId: req.merchant.id, memberId: s.memberId }, isTrialType(s.type)));
    });
    app.post(E.claim, { schema: { tags, params: envelopeIdParams, response: answers(envelopeClaimAnswer) } }, async (req) => {
      const s = await authenticate(db, req);
      // Trial accounts see the drop but never claim: the drop's own refusal, not the generic one.
      if (isTrialType(s.type)) throw new AppError('envelope_not_eligible');
      return ok(await svc.claim(db, { merchantId: req.merchant.id, memberId: s.memberId }, req.params.id));
    });

    const manage = operatorGuard(deps, 'envelopes.manage');
    const opsTags = ['operator'];
    app.get(
      E.ops.list,
      {
        onRequest: manage,
        schema: { tags: opsTags, querystring: opsEnvelopeListQuery, response: answers(opsEnvelopeListAnswer) },
      },
      async (req) => ok(await svc.opsList(db, merchantOperatorOf(req).merchantId, req.query)),
    );
    app.post(
      E.ops.list,
      { onRequest: manage, schema: { tags: opsTags, body: envelopeCreateBody, response: answers(opsEnvelopeDrop) } },
      async (req) => ok(await svc.opsCreate(db, merchantOperatorOf(req), req.body)),
    );
    app.get(
      E.ops.one,
      { onRequest: manage, schema: { tags: opsTags, params: envelopeIdParams, response: answers(opsEnvelopeDrop) } },
      async (req) => ok(await svc.opsOne(db, merchantOperatorOf(req).merchantId, req.params.id)),
    );
    app.post(
      E.ops.cancel,
      { onRequest: manage, schema: { tags: opsTags, params: envelopeIdParams, response: answers(opsEnvelopeDrop) } },
      async (req) => ok(await svc.opsCancel(db, merchantOperatorOf(req), req.params.id)),
    );
  };
