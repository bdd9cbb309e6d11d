import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  idParams,
  operatorDecisionBody,
  operatorHoldBody,
  operatorWithdrawal,
  operatorWithdrawalDetail,
  operatorWithdrawalPage,
  operatorWithdrawalQuery,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { merchantOperatorOf, operatorGuard, type MerchantOperator } from '../operator/index.js';
import { decideWithdrawal, proofImage } from './operator.service.js';
import { claimWithdrawal, holdWithdrawal, withdrawalDetail, withdrawalQueue } from './withdrawal-queue.service.js';

/** The operator API of withdrawals: an operator session or key with the role's permission (modules/operator). */
export const operatorRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];

    app.get(
      API.operator.withdrawals,
      {
        onRequest: operatorGuard(deps, 'withdrawals.read'),
        schema: { tags, querystring: operatorWithdrawalQuery, response: answers(operatorWithdrawalPage) },
      },
      async (req, reply) => {
        const op = merchantOperatorOf(req);
        reply.header('cache-control', 'no-store');
        return ok(await withdrawalQueue(db, op, req.query));
      },
    );

    app.get(
      API.operator.withdrawal,
      {
        onRequest: operatorGuard(deps, 'withdrawals.read'),
        schema: { tags, params: idParams, response: answers(operatorWithdrawalDetail) },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await withdrawalDetail(db, merchantOperatorOf(req), req.params.id));
      },
    );

    const decisions = [
      [API.operator.approveWithdrawal, 'approve'],
      [API.operator.rejectWithdrawal, 'reject'],
      [API.operator.forceReceipt, 'forceReceipt'],
      [API.operator.refundWithdrawal, 'refund'],
    ] as const;
    const decide = operatorGuard(deps, 'withdrawals.decide');
    for (const [url, decision] of decisions) {
      app.post(
        url,
        {
          onRequest: decide,
          schema: { tags, params: idParams, body: operatorDecisionBody.optional(), response: answers(operatorWithdrawal) },
        },
        async (req) => {
          const op = merchantOperatorOf(req);
          return ok(
            await decideWithdrawal(db, op, req.params.id, decision, {
              reason: req.body?.reason,
              demoGateway: deps.config.DEMO_GATEWAY,
            }),
          );
        },
      );
    }

    // Claims and holds: steps of the review, each audited.
    const steps = [
      [API.operator.claimWithdrawal, (op, id) => claimWithdrawal(db, op, id, true)],
      [API.operator.releaseWithdrawal, (op, id) => claimWithdrawal(db, op, id, false)],
      [API.operator.unholdWithdrawal, (op, id) => holdWithdrawal(db, op, id, false)],
    ] as const satisfies readonly (readonly [string, (op: MerchantOperator, id: string) => Promise<unknown>])[];
    for (const [url, step] of steps) {
      app.post(
        url,
        { onRequest: decide, schema: { tags, params: idParams, response: answers(operatorWithdrawal) } },
        async (req) => ok(await step(merchantOperatorOf(req), req.params.id)),
      );
    }
    app.post(
      API.operator.holdWithdrawal,
      { onRequest: decide, schema: { tags, params: idParams, body: operatorHoldBody, response: answers(operatorWithdrawal) } },
      async (req) => ok(await holdWithdrawal(db, merchantOperatorOf(req), req.params.id, true, req.body.reason)),
    );

    app.get(
      API.operator.withdrawalProof,
      {
        onRequest: operatorGuard(deps, 'withdrawals.read'),
        schema: { tags, params: idParams.extend({ proofId: idParams.shape.id }) },
      },
      async (req, reply) => {
        const op = merchantOperatorOf(req);
        const proof = await proofImage(db, op, req.params.id, req.params.proofId);
        // Served as an image only: nothing in it may run or be sniffed as something else.
        return reply
          .headers({
            'content-type': proof.mime,
            'cache-control': PRIVATE_NO_STORE,
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'",
          })
          .send(proof.data);
      },
    );
  };
