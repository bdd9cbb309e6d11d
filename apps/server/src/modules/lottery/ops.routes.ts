import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@playhouse/contract';
import { limitsAnswer, limitsBody, lotteryGameCode, lotterySettings, oddsBoard, oddsBody } from '@playhouse/contract/lottery';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import * as ops from './engine/ops.service.js';

/** The lottery's operator API: odds, limits and prize groups of the operator's merchant (risk role; audited). */
export const lotteryOpsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const guard = operatorGuard(deps, 'limits.manage');
    const gameParams = z.object({ gameId: lotteryGameCode });
    const playParams = z.object({ playId: z.string().min(1).max(40) });

    app.get(
      API.operator.lotteryOdds,
      { onRequest: guard, schema: { tags, params: gameParams, response: answers(oddsBoard) } },
      async (req) => ok(await ops.oddsBoardOf(db, merchantOperatorOf(req).merchantId, req.params.gameId)),
    );
    app.put(
      API.operator.lotteryOdds,
      { onRequest: guard, schema: { tags, params: gameParams, body: oddsBody, response: answers(oddsBoard) } },
      async (req) => ok(await ops.setOdds(db, merchantOperatorOf(req), req.params.gameId, req.body)),
    );
    app.get(API.operator.lotteryLimits, { onRequest: guard, schema: { tags, response: answers(limitsAnswer) } }, async (req) =>
      ok(await ops.limitsOfMerchant(db, merchantOperatorOf(req).merchantId)),
    );
    app.put(
      API.operator.lotteryPlayLimits,
      { onRequest: guard, schema: { tags, params: playParams, body: limitsBody, response: answers(limitsAnswer) } },
      async (req) => ok(await ops.setLimits(db, merchantOperatorOf(req), req.params.playId, req.body)),
    );
    app.delete(
      API.operator.lotteryPlayLimits,
      { onRequest: guard, schema: { tags, params: playParams, response: answers(limitsAnswer) } },
      async (req) => ok(await ops.removeLimits(db, merchantOperatorOf(req), req.params.playId)),
    );
    app.get(
      API.operator.lotterySettings,
      { onRequest: guard, schema: { tags, response: answers(lotterySettings) } },
      async (req) => ok(await ops.settingsOfMerchant(db, merchantOperatorOf(req).merchantId)),
    );
    app.put(
      API.operator.lotterySettings,
      { onRequest: guard, schema: { tags, body: lotterySettings, response: answers(lotterySettings) } },
      async (req) => ok(await ops.setSettings(db, merchantOperatorOf(req), req.body)),
    );
  };
