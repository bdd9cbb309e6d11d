import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API } from '@playhouse/contract';
import {
  convertAnswer,
  convertBody,
  mallItemsAnswer,
  opsDecideBody,
  opsMallItem,
  opsMallItemBody,
  opsMallItemsAnswer,
  opsRedeemPage,
  opsRedeemsQuery,
  pointRecordPage,
  pointRecordsQuery,
  pointsAnswer,
  pointsIdParams,
  redeemBody,
  redeemRecord,
  redeemRecordPage,
  redeemRecordsQuery,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate } from '../session/index.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { convert, pointsOf, recordsOf } from './points.service.js';
import { decide, opsCreateItem, opsItems, opsRedeems, opsUpdateItem, redeem, redeemsOf, shelfOf } from './mall.service.js';

/** The points mall: the member's points, conversions, items, redeems; the operator's items and review. */
export const pointsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['points'];
    const P = API.points;
    /** The signed-in member; spending points needs a real (not trial) account. */
    const owner = async (req: FastifyRequest, realAccount = false) => {
      const s = await authenticate(db, req, realAccount ? { realAccount: true } : undefined);
      return { merchantId: req.merchant.id, memberId: s.memberId };
    };

    app.get(P.balance, { schema: { tags, response: answers(pointsAnswer) } }, async (req, reply) => {
      const o = await owner(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await pointsOf(db, o, req.merchant.settings, req.merchant.currency));
    });
    app.get(
      P.records,
      { schema: { tags, querystring: pointRecordsQuery, response: answers(pointRecordPage) } },
      async (req, reply) => {
        const o = await owner(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await recordsOf(db, o, req.lang, req.query));
      },
    );
    app.post(P.convert, { schema: { tags, body: convertBody, response: answers(convertAnswer) } }, async (req) =>
      ok(await convert(db, await owner(req, true), req.merchant.settings, req.body)),
    );
    app.get(P.items, { schema: { tags, response: answers(mallItemsAnswer) } }, async (req, reply) => {
      const o = await owner(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await shelfOf(db, o, req.lang));
    });
    app.post(P.redeem, { schema: { tags, body: redeemBody, response: answers(redeemRecord) } }, async (req) =>
      ok(await redeem(db, await owner(req, true), req.lang, req.body)),
    );
    app.get(
      P.redeems,
      { schema: { tags, querystring: redeemRecordsQuery, response: answers(redeemRecordPage) } },
      async (req, reply) => {
        const o = await owner(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await redeemsOf(db, o, req.lang, req.query));
      },
    );

    // Operator: items and the review of redeems (points.manage; changes audited).
    const opsTags = ['operator'];
    const manage = operatorGuard(deps, 'points.manage');
    app.get(P.ops.items, { onRequest: manage, schema: { tags: opsTags, response: answers(opsMallItemsAnswer) } }, async (req) =>
      ok(await opsItems(db, merchantOperatorOf(req).merchantId)),
    );
    app.post(
      P.ops.items,
      { onRequest: manage, schema: { tags: opsTags, body: opsMallItemBody, response: answers(opsMallItem) } },
      async (req) => ok(await opsCreateItem(db, merchantOperatorOf(req), req.body)),
    );
    app.put(
      P.ops.item,
      {
        onRequest: manage,
        schema: { tags: opsTags, params: pointsIdParams, body: opsMallItemBody, response: answers(opsMallItem) },
      },
      async (req) => ok(await opsUpdateItem(db, merchantOperatorOf(req), req.params.id, req.body)),
    );
    app.get(
      P.ops.redeems,
      { onRequest: manage, schema: { tags: opsTags, querystring: opsRedeemsQuery, response: answers(opsRedeemPage) } },
      async (req) => ok(await opsRedeems(db, merchantOperatorOf(req).merchantId, req.lang, req.query)),
    );
    app.post(
      P.ops.decide,
      {
        onRequest: manage,
        schema: { tags: opsTags, params: pointsIdParams, body: opsDecideBody, response: answers(redeemRecord) },
      },
      async (req) => ok(await decide(db, merchantOperatorOf(req), req.lang, req.params.id, req.body)),
    );
  };
