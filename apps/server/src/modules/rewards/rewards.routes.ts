import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, HEADERS, rewardsSummaryAnswer } from '@playhouse/contract';
import {
  bonusDetailsAnswer,
  bonusDetailsQuery,
  rewardIdParams,
  rewardListQuery,
  rewardPage,
  rewardView,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate } from '../session/index.js';
import { bonusDetails, claimReward, rewardsPage, rewardsSummary } from './rewards.service.js';

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The member's reward centre and bonus details (own rewards only; never stored by shared caches). */
export const rewardsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['rewards'];
    /** The signed-in member; a claim pays money, so it needs a real (not trial) account. */
    const member = async (req: Parameters<typeof authenticate>[1], realAccount = false) => {
      const s = await authenticate(db, req, realAccount ? { realAccount: true } : undefined);
      return { merchantId: req.merchant.id, memberId: s.memberId };
    };

    app.get(API.rewards.summary, { schema: { tags, response: answers(rewardsSummaryAnswer) } }, async (req, reply) => {
      const m = await member(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await rewardsSummary(db, m.merchantId, m.memberId));
    });

    app.get(
      API.rewards.list,
      { schema: { tags, querystring: rewardListQuery, response: answers(rewardPage) } },
      async (req, reply) => {
        const m = await member(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await rewardsPage(db, m.merchantId, m.memberId, req.query));
      },
    );

    app.post(API.rewards.claim, { schema: { tags, params: rewardIdParams, response: answers(rewardView) } }, async (req) => {
      const m = await member(req, true);
      const device = req.headers[HEADERS.device];
      const deviceId = typeof device === 'string' && DEVICE_ID.test(device) ? device : null;
      return ok(await claimReward(db, { ...m, ip: req.ip, deviceId }, req.params.id));
    });

    app.get(
      API.rewards.bonuses,
      { schema: { tags, querystring: bonusDetailsQuery, response: answers(bonusDetailsAnswer) } },
      async (req, reply) => {
        const m = await member(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await bonusDetails(db, m.merchantId, m.memberId, req.query));
      },
    );
  };
