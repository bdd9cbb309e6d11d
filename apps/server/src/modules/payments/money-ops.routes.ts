import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  idParams,
  operatorDecisionBody,
  operatorDeposit,
  operatorDepositPage,
  operatorDepositQuery,
  opsChannel,
  opsChannelBody,
  opsChannels,
  opsNewChannelBody,
  channelCode,
} from '@playhouse/contract';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { createOpsChannel, opsChannels as listChannels, updateOpsChannel } from './channels.service.js';
import { decideBankTransfer, depositList } from './deposit-queue.service.js';

/** The console's deposits (the bank transfers an operator confirms) and payment channels. */
export const moneyOpsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];

    app.get(
      API.operator.deposits,
      {
        onRequest: operatorGuard(deps, 'deposits.read'),
        schema: { tags, querystring: operatorDepositQuery, response: answers(operatorDepositPage) },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await depositList(db, merchantOperatorOf(req), req.query, req.lang));
      },
    );
    for (const [url, confirm] of [
      [API.operator.confirmDeposit, true],
      [API.operator.refuseDeposit, false],
    ] as const) {
      app.post(
        url,
        {
          onRequest: operatorGuard(deps, 'deposits.decide'),
          schema: { tags, params: idParams, body: operatorDecisionBody.optional(), response: answers(operatorDeposit) },
        },
        async (req) =>
          ok(await decideBankTransfer(db, merchantOperatorOf(req), req.params.id, confirm, req.body?.reason, req.lang)),
      );
    }

    const manage = operatorGuard(deps, 'channels.manage');
    app.get(
      API.operator.channels,
      { onRequest: manage, schema: { tags, response: answers(opsChannels) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await listChannels(db, merchantOperatorOf(req)));
      },
    );
    app.post(
      API.operator.channels,
      { onRequest: manage, schema: { tags, body: opsNewChannelBody, response: answers(opsChannel) } },
      async (req) => ok(await createOpsChannel(db, merchantOperatorOf(req), req.body)),
    );
    app.put(
      API.operator.channel,
      {
        onRequest: manage,
        schema: { tags, params: z.object({ code: channelCode }), body: opsChannelBody, response: answers(opsChannel) },
      },
      async (req) => ok(await updateOpsChannel(db, merchantOperatorOf(req), req.params.code, req.body)),
    );
  };
