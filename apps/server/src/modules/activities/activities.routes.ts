import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API, idParams } from '@playhouse/contract';
import {
  activityApplyBody,
  activityInput,
  activityItem,
  activityList,
  applicationDecisionBody,
  opsActivity,
  opsActivityList,
  opsApplication,
  opsApplicationPage,
  opsApplicationQuery,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate, bearerToken } from '../session/index.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { activitiesOf, activityOf, applyTo, claimActivity, joinActivity } from './activities.service.js';
import {
  addActivity,
  applicationImage,
  applications,
  decide,
  listActivities,
  oneActivity,
  removeActivity,
  replaceActivity,
} from './ops.service.js';

/** 3 images of 5 MB as base64 plus the JSON around them; beyond it: payload_too_large. */
export const APPLY_BODY_LIMIT = 22 * 1024 * 1024;

/** The activity centre: the member's calls (the list also for visitors) and the operator's. */
export const activitiesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['activities'];
    const security = [{ bearer: [] }];

    /** The signed-in member when a token is sent (a bad one is refused), else a visitor. */
    const viewer = async (req: FastifyRequest) => {
      const s = bearerToken(req) ? await authenticate(db, req) : null;
      return { merchantId: req.merchant.id, memberId: s?.memberId ?? null, lang: req.lang };
    };
    /** A real member's account (trial accounts: in_need_true_account). */
    const member = async (req: FastifyRequest) => {
      const s = await authenticate(db, req, { realAccount: true });
      return { merchantId: req.merchant.id, memberId: s.memberId, lang: req.lang };
    };

    app.get(API.activities.list, { schema: { tags, response: answers(activityList) } }, async (req, reply) => {
      const c = await viewer(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await activitiesOf(db, c));
    });

    app.get(API.activities.one, { schema: { tags, params: idParams, response: answers(activityItem) } }, async (req, reply) => {
      const c = await viewer(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await activityOf(db, c, req.params.id));
    });

    app.post(
      API.activities.apply,
      {
        bodyLimit: APPLY_BODY_LIMIT,
        // The sign-in is checked before the (up to 22 MB) body is read: strangers upload nothing.
        onRequest: async (req) => void (await member(req)),
        schema: { tags, security, params: idParams, body: activityApplyBody, response: answers(activityItem) },
      },
      async (req) => {
        // onRequest's member() already authenticated and set req.session; never read it unchecked.
        if (!req.session) throw new AppError('not_logged_in');
        const c = { merchantId: req.merchant.id, memberId: req.session.memberId, lang: req.lang };
        return ok(await applyTo(db, c, req.params.id, req.body));
      },
    );

    app.post(
      API.activities.join,
      { schema: { tags, security, params: idParams, response: answers(activityItem) } },
      async (req) => ok(await joinActivity(db, await member(req), req.params.id)),
    );

    app.post(
      API.activities.claim,
      { schema: { tags, security, params: idParams, response: answers(activityItem) } },
      async (req) => ok(await claimActivity(db, await member(req), req.params.id)),
    );

    // ---- operator ----
    const opsTags = ['operator'];
    const manage = operatorGuard(deps, 'activities.manage');

    app.get(
      API.activities.ops.list,
      { onRequest: manage, schema: { tags: opsTags, response: answers(opsActivityList) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await listActivities(db, merchantOperatorOf(req)));
      },
    );
    app.post(
      API.activities.ops.list,
      { onRequest: manage, schema: { tags: opsTags, body: activityInput, response: answers(opsActivity) } },
      async (req) => ok(await addActivity(db, merchantOperatorOf(req), req.body)),
    );
    app.get(
      API.activities.ops.applications,
      { onRequest: manage, schema: { tags: opsTags, querystring: opsApplicationQuery, response: answers(opsApplicationPage) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await applications(db, merchantOperatorOf(req), req.query));
      },
    );
    app.get(
      API.activities.ops.one,
      { onRequest: manage, schema: { tags: opsTags, params: idParams, response: answers(opsActivity) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await oneActivity(db, merchantOperatorOf(req), req.params.id));
      },
    );
    app.put(
      API.activities.ops.one,
      { onRequest: manage, schema: { tags: opsTags, params: idParams, body: activityInput, response: answers(opsActivity) } },
      async (req) => ok(await replaceActivity(db, merchantOperatorOf(req), req.params.id, req.body)),
    );
    app.delete(
      API.activities.ops.one,
      {
        onRequest: manage,
        schema: { tags: opsTags, params: idParams, response: answers(z.object({ deleted: z.literal(true) })) },
      },
      async (req) => ok(await removeActivity(db, merchantOperatorOf(req), req.params.id)),
    );
    app.get(
      API.activities.ops.applicationImage,
      { onRequest: manage, schema: { tags: opsTags, params: idParams.extend({ imageId: idParams.shape.id }) } },
      async (req, reply) => {
        const image = await applicationImage(db, merchantOperatorOf(req), req.params.id, req.params.imageId);
        // Served as an image only: nothing in it may run or be sniffed as something else.
        return reply
          .headers({
            'content-type': image.mime,
            'cache-control': PRIVATE_NO_STORE,
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'",
          })
          .send(image.data);
      },
    );
    app.post(
      API.activities.ops.decide,
      {
        onRequest: manage,
        schema: { tags: opsTags, params: idParams, body: applicationDecisionBody, response: answers(opsApplication) },
      },
      async (req) => ok(await decide(db, merchantOperatorOf(req), req.params.id, req.body)),
    );
  };
