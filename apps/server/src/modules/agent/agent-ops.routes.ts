import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, isAgentType } from '@playhouse/contract';
import {
  agentApplicationsAnswer,
  agentApplicationsQuery,
  memberId,
  moveUplineAnswer,
  moveUplineBody,
  opsPrizeGroupBody,
  prizeGroupAnswer,
} from '@playhouse/contract/agent';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { answers, ok } from '../../http/reply.js';
import { emit } from '../events/index.js';
import { memberBasics, moveMember } from '../member/index.js';
import { appendAudit, merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { agentApplications } from './applications.service.js';
import { setPrizeGroupByOperator } from './prize-group-ops.service.js';
import { memberGroup } from '../lottery/index.js';

/** The agent hierarchy's operator API: moving a member under another upline (audited), affiliate applications. */
export const agentOpsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];

    app.put(
      API.operator.agentUpline,
      {
        onRequest: operatorGuard(deps, 'members.manage'),
        schema: { tags, params: z.object({ id: memberId }), body: moveUplineBody, response: answers(moveUplineAnswer) },
      },
      async (req) => {
        const op = merchantOperatorOf(req);
        const id = req.params.id;
        const uplineId = req.body.uplineId;
        return db.transaction().execute(async (trx) => {
          const member = await memberBasics(trx, op.merchantId, id);
          if (!member) throw new AppError('agent_member_not_found');
          if (uplineId !== null) {
            const upline = await memberBasics(trx, op.merchantId, uplineId);
            if (!upline) throw new AppError('agent_member_not_found');
            if (!isAgentType(upline.type))
              throw new AppError('validation_failed', [
                { field: 'uplineId', key: 'validation_failed', params: { detail: 'not an agent' } },
              ]);
          }
          const moved = await moveMember(trx, op.merchantId, id, uplineId);
          if (moved === 'loop') throw new AppError('agent_move_loop');
          if (moved === 'not_found') throw new AppError('agent_member_not_found');
          // The agent rules hold after the move too (a refusal rolls the move back): no member bets above its upline's prize group.
          if (uplineId !== null) {
            const [own, above] = await Promise.all([
              memberGroup(trx, op.merchantId, id),
              memberGroup(trx, op.merchantId, uplineId),
            ]);
            if (own.own > above.own) throw new AppError('agent_prize_group_above_upline', undefined, { max: above.own });
          }
          await appendAudit(trx, op, {
            action: 'agent.move_upline',
            targetType: 'member',
            targetId: id,
            before: { uplineId: member.upline_id },
            after: { uplineId },
          });
          // Contracts with the former upline end off this transaction (contracts' subscriber).
          await emit(trx, {
            type: 'member.upline_changed',
            payload: { merchantId: op.merchantId, memberId: id, previousUplineId: member.upline_id, uplineId },
          });
          return ok({ id, uplineId });
        });
      },
    );

    app.put(
      API.operator.agentPrizeGroup,
      {
        onRequest: operatorGuard(deps, 'members.manage'),
        schema: { tags, params: z.object({ id: memberId }), body: opsPrizeGroupBody, response: answers(prizeGroupAnswer) },
      },
      async (req) =>
        ok(await setPrizeGroupByOperator(db, merchantOperatorOf(req), req.params.id, req.body.prizeGroup, req.body.reason)),
    );

    app.get(
      API.operator.agentApplications,
      {
        onRequest: operatorGuard(deps, 'members.read'),
        schema: { tags, querystring: agentApplicationsQuery, response: answers(agentApplicationsAnswer) },
      },
      async (req) => ok(await agentApplications(db, merchantOperatorOf(req).merchantId, req.query)),
    );
  };
