import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API } from '@playhouse/contract';
import { referralInviteePage, referralInviteesQuery, referralOverview as overviewAnswer } from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate } from '../session/index.js';
import { invitees, referralOverview } from './referral.service.js';

/** Invite friends: the member's referral link and invitees (real accounts; the REFERRAL promo on). */
export const referralRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['referral'];
    const security = [{ bearer: [] }];
    const member = async (req: FastifyRequest) => {
      const s = await authenticate(db, req, { realAccount: true });
      return { merchant: req.merchant, memberId: s.memberId };
    };

    app.get(API.referral.overview, { schema: { tags, security, response: answers(overviewAnswer) } }, async (req, reply) => {
      const c = await member(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await referralOverview(db, c, { protocol: req.protocol, host: req.host }));
    });

    app.get(
      API.referral.invitees,
      { schema: { tags, security, querystring: referralInviteesQuery, response: answers(referralInviteePage) } },
      async (req, reply) => {
        const c = await member(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await invitees(db, c, req.query));
      },
    );
  };
