import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@playhouse/contract';
import {
  bettingAnswer,
  bettingBody,
  cancelAnswer,
  historyAnswer,
  historyQuery,
  lotteryGameCode,
  lotteryGameQuery,
  lotteryGamesAnswer,
  nearAnswer,
  ordersAnswer,
  ordersQuery,
  playMenuAnswer,
  playMenuQuery,
  proofAnswer,
} from '@playhouse/contract/lottery';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { dbNow } from '../../lib/db-clock.js';
import { lotteryMemberOf, NO_STORE } from './lottery.http.js';
import { salesClockShift } from './sales-clock.js';
import { placeBets } from './engine/betting.service.js';
import * as lottery from './engine/lottery.service.js';

/**
 * The lottery engine's calls. Games, the draw on sale, history and proofs are public
 * (anyone may verify a draw); the play menu (it shows the member's prize group), betting and
 * orders need a real account, and a member sees and cancels only their own tickets.
 * Draw state changes every few seconds, so nothing here is cached.
 */
export const lotteryEngineRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const now = () => (deps.clock ?? dbNow)();
    const dbClockShift = () => salesClockShift(deps.clock);
    const tags = ['lottery'];
    const member = lotteryMemberOf(db);
    const noStore = NO_STORE;
    const gameParams = z.object({ gameId: lotteryGameCode });

    app.get(API.lottery.games, { schema: { tags, response: answers(lotteryGamesAnswer) } }, async (req, reply) => {
      reply.headers(noStore);
      return ok(await lottery.gamesOf(db, req.merchant.id, req.lang));
    });

    app.get(
      API.lottery.near,
      { schema: { tags, querystring: lotteryGameQuery, response: answers(nearAnswer) } },
      async (req, reply) => {
        reply.headers(noStore);
        return ok(await lottery.near(db, req.merchant.id, req.query.gameId, now()));
      },
    );

    app.get(
      API.lottery.playMenu,
      { schema: { tags, params: gameParams, querystring: playMenuQuery, response: answers(playMenuAnswer) } },
      async (req, reply) => {
        const who = await member(req);
        reply.headers(noStore);
        return ok(await lottery.playMenu(db, who, req.params.gameId, req.query.prizeMode));
      },
    );

    app.get(
      API.lottery.history,
      { schema: { tags, params: gameParams, querystring: historyQuery, response: answers(historyAnswer) } },
      async (req, reply) => {
        reply.headers(noStore);
        return ok(await lottery.history(db, req.merchant.id, req.params.gameId, req.query));
      },
    );

    app.get(
      API.lottery.proof,
      {
        schema: {
          tags,
          params: z.object({ gameCode: lotteryGameCode, drawNo: z.string().max(16) }),
          response: answers(proofAnswer),
        },
      },
      async (req) => ok(await lottery.proof(db, req.merchant.id, req.params.gameCode, req.params.drawNo)),
    );

    app.post(
      API.lottery.betting,
      { schema: { tags, body: bettingBody, response: answers(bettingAnswer) } },
      async (req, reply) => {
        const who = await member(req);
        reply.headers(noStore);
        return ok(await placeBets(db, who, req.body, now(), dbClockShift()));
      },
    );

    app.get(
      API.lottery.orders,
      { schema: { tags, querystring: ordersQuery, response: answers(ordersAnswer) } },
      async (req, reply) => {
        const who = await member(req);
        reply.headers(noStore);
        return ok(await lottery.memberOrders(db, who, req.query, now()));
      },
    );

    app.post(
      API.lottery.cancel,
      { schema: { tags, params: z.object({ ticketId: z.string().max(20) }), response: answers(cancelAnswer) } },
      async (req, reply) => {
        const who = await member(req);
        reply.headers(noStore);
        return ok(await lottery.cancelTicket(db, who, req.params.ticketId, now(), dbClockShift()));
      },
    );
  };
