import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import { missionsSummaryAnswer } from '@playhouse/contract';
import {
  leaderboardAnswer,
  leaderboardQuery,
  missionClaimAnswer,
  missionIdParams,
  missionsAnswer,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate } from '../session/index.js';
import { leaderboardView } from './leaderboard.service.js';
import { claimMission, missionList, missionSummary } from './missions.service.js';

/** The member's missions, their claims, the badge count and the leaderboard: signed-in members, their own data only. */
export const missionsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['missions'];
    /** The signed-in member; a claim pays money, so it needs a real (not trial) account. */
    const owner = async (req: Parameters<typeof authenticate>[1], realAccount = false) => {
      const s = await authenticate(db, req, realAccount ? { realAccount: true } : undefined);
      return { merchantId: req.merchant.id, memberId: s.memberId };
    };

    app.get(API.missions.summary, { schema: { tags, response: answers(missionsSummaryAnswer) } }, async (req, reply) => {
      const who = await owner(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await missionSummary(db, who));
    });

    app.get(API.missions.list, { schema: { tags, response: answers(missionsAnswer) } }, async (req, reply) => {
      const who = await owner(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await missionList(db, who, req.lang, req.merchant.defaultLanguage));
    });

    app.post(
      API.missions.claim,
      { schema: { tags, params: missionIdParams, response: answers(missionClaimAnswer) } },
      async (req) => ok(await claimMission(db, await owner(req, true), req.params.id)),
    );

    app.get(
      API.missions.leaderboard,
      { schema: { tags, querystring: leaderboardQuery, response: answers(leaderboardAnswer) } },
      async (req, reply) => {
        const who = await owner(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await leaderboardView(db, who, req.query.period));
      },
    );
  };
