import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import {
  officialBettingAnswer,
  officialBettingBody,
  officialCapacityAnswer,
  officialCapacityQuery,
  officialDrawsAnswer,
  officialGameQuery,
  officialGamesAnswer,
  officialGamesQuery,
  officialMenuAnswer,
  officialOrdersAnswer,
  officialOrdersQuery,
  officialResultsAnswer,
  officialResultsQuery,
} from '@playhouse/contract/lottery';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { dbNow } from '../../lib/db-clock.js';
import { lotteryMemberOf, NO_STORE } from './lottery.http.js';
import { placeOfficialBet } from './official/betting.service.js';
import { salesClockShift } from './sales-clock.js';
import * as player from './official/player.service.js';

/**
 * The official-result lotteries' player calls. Games, draws on sale, menu, capacity and
 * results are public; betting and orders need a real account, and a member sees only their own
 * bets. Sales, capacity and results change by the second, so nothing here is cached.
 */
export const officialLotteryRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const now = () => (deps.clock ?? dbNow)();
    const tags = ['lottery'];
    const member = lotteryMemberOf(db);
    const noStore = NO_STORE;

    app.get(
      API.official.games,
      { schema: { tags, querystring: officialGamesQuery, response: answers(officialGamesAnswer) } },
      async (req, reply) => {
        reply.headers(noStore);
        return ok(await player.officialGames(db, req.merchant.id, req.query.area, req.lang));
      },
    );
    app.get(
      API.official.draws,
      { schema: { tags, querystring: officialGameQuery, response: answers(officialDrawsAnswer) } },
      async (req, reply) => {
        reply.headers(noStore);
        return ok(await player.officialDraws(db, req.merchant.id, req.query.gameCode, now()));
      },
    );
    app.get(
      API.official.menu,
      { schema: { tags, querystring: officialGameQuery, response: answers(officialMenuAnswer) } },
      async (req, reply) => {
        reply.headers(noStore);
        return ok(await player.officialMenu(db, req.merchant.id, req.query.gameCode));
      },
    );
    app.get(
      API.official.capacity,
      { schema: { tags, querystring: officialCapacityQuery, response: answers(officialCapacityAnswer) } },
      async (req, reply) => {
        reply.headers(noStore);
        return ok(await player.officialCapacity(db, req.merchant.id, req.query));
      },
    );
    app.post(
      API.official.betting,
      { schema: { tags, body: officialBettingBody, response: answers(officialBettingAnswer) } },
      async (req, reply) => {
        const who = await member(req);
        reply.headers(noStore);
        return ok(await placeOfficialBet(db, who, req.body, now(), salesClockShift(deps.clock)));
      },
    );
    app.get(
      API.official.orders,
      { schema: { tags, querystring: officialOrdersQuery, response: answers(officialOrdersAnswer) } },
      async (req, reply) => {
        const who = await member(req);
        reply.headers(noStore);
        return ok(await player.memberOfficialOrders(db, who, req.query));
      },
    );
    app.get(
      API.official.results,
      { schema: { tags, querystring: officialResultsQuery, response: answers(officialResultsAnswer) } },
      async (req, reply) => {
        reply.headers(noStore);
        return ok(await player.officialResults(db, req.merchant.id, req.query, now()));
      },
    );
  };
