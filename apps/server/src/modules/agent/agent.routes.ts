import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { affiliateAnswer, affiliateQuery, API, transactionRecordsAnswer, transactionRecordsQuery } from '@playhouse/contract';
import {
  affiliateApplicationAnswer,
  affiliateApplicationBody,
  AGENT_CSV_MAX_ROWS,
  agentAnnouncementsAnswer,
  downlinesAnswer,
  downlinesQuery,
  invitationAnswer,
  memberDetailsAnswer,
  memberId,
  overviewAnswer,
  overviewQuery,
  prizeGroupAnswer,
  prizeGroupBody,
  registerDownlineAnswer,
  registerDownlineBody,
  teamBetsAnswer,
  teamBetsQuery,
  userLossAnswer,
  userLossQuery,
} from '@playhouse/contract/agent';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { agentAnnouncements } from '../content/index.js';
import { transactionRecords } from '../records/index.js';
import { authenticate } from '../session/index.js';
import { agentCaller, sendCsv } from './agent.http.js';
import { checkAffiliate } from './agent.service.js';
import { applyForAgent } from './applications.service.js';
import { downlines, invitation, memberDetails, registerDownline, setPrizeGroup } from './downlines.service.js';
import { overview, teamBets, userLoss } from './team.service.js';

/**
 * The agent centre: every route but the affiliate check is for a signed-in agent
 * (agentCaller) and sees its own downline only. Tables answer `format=csv` too.
 */
export const agentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['agent'];
    const idParams = z.object({ id: memberId });

    app.get(
      API.agent.affiliate,
      { schema: { tags, querystring: affiliateQuery, response: answers(affiliateAnswer) } },
      async (req) => ok(await checkAffiliate(deps.db, req.merchant, req.ip, req.query.code)),
    );

    app.get(
      API.agent.overview,
      { schema: { tags, querystring: overviewQuery, response: answers(overviewAnswer) } },
      async (req, reply) => ok(await overview(db, await agentCaller(db, req, reply), req.query)),
    );

    app.get(
      API.agent.downlines,
      { schema: { tags, querystring: downlinesQuery, response: answers(downlinesAnswer) } },
      async (req, reply) => {
        const who = await agentCaller(db, req, reply);
        if (req.query.format === 'csv') {
          const page = await downlines(db, who, req.query, AGENT_CSV_MAX_ROWS);
          return sendCsv(
            reply,
            'downlines',
            [
              'username',
              'nickname',
              'type',
              'status',
              'level',
              'teamSize',
              'directCount',
              'prizeGroup',
              'registeredAt',
              'lastLoginAt',
            ],
            page.content,
          );
        }
        return ok(await downlines(db, who, req.query));
      },
    );

    app.get(
      API.agent.member,
      { schema: { tags, params: idParams, response: answers(memberDetailsAnswer) } },
      async (req, reply) => ok(await memberDetails(db, await agentCaller(db, req, reply), req.params.id)),
    );

    app.put(
      API.agent.prizeGroup,
      { schema: { tags, params: idParams, body: prizeGroupBody, response: answers(prizeGroupAnswer) } },
      async (req, reply) => ok(await setPrizeGroup(db, await agentCaller(db, req, reply), req.params.id, req.body.prizeGroup)),
    );

    app.post(
      API.agent.register,
      { config: { credentials: true }, schema: { tags, body: registerDownlineBody, response: answers(registerDownlineAnswer) } },
      async (req, reply) => ok(await registerDownline(db, await agentCaller(db, req, reply), req.body, req.ip, req.hostname)),
    );

    app.get(API.agent.invitation, { schema: { tags, response: answers(invitationAnswer) } }, async (req, reply) =>
      ok(await invitation(db, await agentCaller(db, req, reply), { protocol: req.protocol, host: req.host })),
    );

    app.get(
      API.agent.teamBets,
      { schema: { tags, querystring: teamBetsQuery, response: answers(teamBetsAnswer) } },
      async (req, reply) => {
        const who = await agentCaller(db, req, reply);
        if (req.query.format === 'csv') {
          const page = await teamBets(db, who, req.query, AGENT_CSV_MAX_ROWS);
          return sendCsv(
            reply,
            'team-bets',
            [
              'id',
              'username',
              'placedAt',
              'settledAt',
              'vendor',
              'gameCode',
              'gameType',
              'roundId',
              'stake',
              'validBet',
              'win',
              'profit',
              'status',
            ],
            page.content,
          );
        }
        return ok(await teamBets(db, who, req.query));
      },
    );

    app.get(
      API.agent.userLoss,
      { schema: { tags, querystring: userLossQuery, response: answers(userLossAnswer) } },
      async (req, reply) => {
        const who = await agentCaller(db, req, reply);
        if (req.query.format === 'csv') {
          const page = await userLoss(db, who, req.query, AGENT_CSV_MAX_ROWS);
          return sendCsv(
            reply,
            'user-loss',
            ['username', 'type', 'bets', 'stake', 'validBet', 'payout', 'rebate', 'bonus', 'profit'],
            page.content,
          );
        }
        return ok(await userLoss(db, who, req.query));
      },
    );

    // Account details: the agent's own ledger movements, as the member records' transaction history reads them.
    app.get(
      API.agent.account,
      { schema: { tags, querystring: transactionRecordsQuery, response: answers(transactionRecordsAnswer) } },
      async (req, reply) => {
        const who = await agentCaller(db, req, reply);
        return ok(
          await transactionRecords(
            db,
            { merchantId: who.merchantId, memberId: who.agentId, timeZone: req.merchant.timeZone },
            req.query,
          ),
        );
      },
    );

    app.get(API.agent.announcements, { schema: { tags, response: answers(agentAnnouncementsAnswer) } }, async (req, reply) => {
      const who = await agentCaller(db, req, reply);
      return ok(await agentAnnouncements(db, who.merchantId, req.lang, req.merchant.defaultLanguage));
    });

    // The member site: any real account may apply to become an agent.
    app.post(
      API.agent.affiliateApplication,
      { schema: { tags, body: affiliateApplicationBody, response: answers(affiliateApplicationAnswer) } },
      async (req) => {
        const s = await authenticate(db, req, { realAccount: true });
        return ok(await applyForAgent(db, req.merchant.id, s.memberId, req.body));
      },
    );
  };
