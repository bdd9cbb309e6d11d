import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  BGS_SESSION_HEADER,
  bgsFairness,
  bgsRotateAnswer,
  bgsRotateRequest,
  bgsSessionAnswer,
  bgsSessionRequest,
  bgsSlotSpinAnswer,
  bgsSlotSpinRequest,
  bgsTableRoundAnswer,
  bgsTableRoundRequest,
  gameToken,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { bgsConfigRoutes } from './bgs-config.routes.js';
import { currentFairness, openSession, rotateSeed, slotSpin, tableRound } from './bgs.service.js';

/**
 * The in-house game page's API. The credential is the game session token (from the launch
 * token exchange), not the member's login: the page is the provider's, like any vendor's.
 */
export const bgsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bgs'];
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(API.bgs.session, { schema: { tags, body: bgsSessionRequest, response: answers(bgsSessionAnswer) } }, async (req) =>
      ok(await openSession(deps, req.merchant.id, req.body.token)),
    );

    app.post(
      API.bgs.slotSpin,
      { schema: { tags, body: bgsSlotSpinRequest, response: answers(bgsSlotSpinAnswer) } },
      async (req) => ok(await slotSpin(deps, req.merchant.id, req.body)),
    );

    app.post(
      API.bgs.tableRound,
      { schema: { tags, body: bgsTableRoundRequest, response: answers(bgsTableRoundAnswer) } },
      async (req) => ok(await tableRound(deps, req.merchant.id, req.body)),
    );

    app.get(
      API.bgs.fairness,
      { schema: { tags, headers: z.object({ [BGS_SESSION_HEADER]: gameToken }), response: answers(bgsFairness) } },
      async (req) => ok(await currentFairness(deps, req.merchant.id, req.headers[BGS_SESSION_HEADER])),
    );

    app.post(API.bgs.rotateSeed, { schema: { tags, body: bgsRotateRequest, response: answers(bgsRotateAnswer) } }, async (req) =>
      ok(await rotateSeed(deps, req.merchant.id, req.body)),
    );

    // The operator side of the same games (their maths and limits per merchant); no-store as above.
    await app.register(bgsConfigRoutes(deps));
  };
