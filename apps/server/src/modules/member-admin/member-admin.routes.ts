import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  idParams,
  opsAdjustment,
  opsAdjustmentBody,
  opsAdjustmentDecision,
  opsAdjustmentPage,
  opsAdjustmentQuery,
  opsMemberDetail,
  opsMemberPage,
  opsMemberQuery,
  opsMemberStatusBody,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard, type MerchantOperator } from '../operator/index.js';
import { findMembers, memberAction, memberDetail, setFrozen } from './member-admin.service.js';
import { decide, listAdjustments, requestAdjustment } from './adjustments.service.js';

/**
 * The operator API of members: find, look at (members.read), freeze and unfreeze
 * (members.manage), manual adjustments (adjustments.request; deciding: adjustments.approve).
 */
export const memberAdminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];

    app.get(
      API.operator.members,
      {
        onRequest: operatorGuard(deps, 'members.read'),
        schema: { tags, querystring: opsMemberQuery, response: answers(opsMemberPage) },
      },
      async (req) => ok(await findMembers(db, merchantOperatorOf(req), req.query)),
    );

    app.get(
      API.operator.member,
      {
        onRequest: operatorGuard(deps, 'members.read'),
        schema: { tags, params: idParams, response: answers(opsMemberDetail) },
      },
      async (req) => ok(await memberDetail(db, merchantOperatorOf(req), req.params.id)),
    );

    // The member actions, each with a reason for the audit trail; each answers the member view.
    const act = (op: MerchantOperator, id: string, reason: string) => ({
      freeze: () => setFrozen(db, op, id, true, reason),
      unfreeze: () => setFrozen(db, op, id, false, reason),
      endSessions: () => memberAction(db, op, id, 'endSessions', reason),
      unlock: () => memberAction(db, op, id, 'unlock', reason),
      resetPassword: () => memberAction(db, op, id, 'resetPassword', reason),
    });
    for (const [path, action] of [
      [API.operator.freezeMember, 'freeze'],
      [API.operator.unfreezeMember, 'unfreeze'],
      [API.operator.endMemberSessions, 'endSessions'],
      [API.operator.unlockMember, 'unlock'],
      [API.operator.resetMemberPassword, 'resetPassword'],
    ] as const) {
      app.post(
        path,
        {
          onRequest: operatorGuard(deps, 'members.manage'),
          schema: { tags, params: idParams, body: opsMemberStatusBody, response: answers(opsMemberDetail) },
        },
        async (req) => ok(await act(merchantOperatorOf(req), req.params.id, req.body.reason)[action]()),
      );
    }

    app.post(
      API.operator.memberAdjustments,
      {
        onRequest: operatorGuard(deps, 'adjustments.request'),
        schema: { tags, params: idParams, body: opsAdjustmentBody, response: answers(opsAdjustment) },
      },
      async (req) => ok(await requestAdjustment(db, merchantOperatorOf(req), req.params.id, req.body)),
    );

    app.get(
      API.operator.adjustments,
      {
        onRequest: operatorGuard(deps, 'adjustments.request'),
        schema: { tags, querystring: opsAdjustmentQuery, response: answers(opsAdjustmentPage) },
      },
      async (req) => ok(await listAdjustments(db, merchantOperatorOf(req), req.query)),
    );

    for (const [path, approve] of [
      [API.operator.approveAdjustment, true],
      [API.operator.rejectAdjustment, false],
    ] as const) {
      app.post(
        path,
        {
          onRequest: operatorGuard(deps, 'adjustments.approve'),
          schema: { tags, params: idParams, body: opsAdjustmentDecision, response: answers(opsAdjustment) },
        },
        async (req) => ok(await decide(db, merchantOperatorOf(req), req.params.id, approve, req.body.reason)),
      );
    }
  };
