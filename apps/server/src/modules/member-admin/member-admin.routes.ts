import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, idParams, opsMemberDetail, opsMemberPage, opsMemberQuery, opsMemberStatusBody } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { findMembers, memberDetail, setFrozen } from './member-admin.service.js';

/** The operator API of members: find, look at (members.read), freeze and unfreeze (members.manage). */
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

    for (const [path, frozen] of [
      [API.operator.freezeMember, true],
      [API.operator.unfreezeMember, false],
    ] as const) {
      app.post(
        path,
        {
          onRequest: operatorGuard(deps, 'members.manage'),
          schema: { tags, params: idParams, body: opsMemberStatusBody, response: answers(opsMemberDetail) },
        },
        async (req) => ok(await setFrozen(db, merchantOperatorOf(req), req.params.id, frozen, req.body.reason)),
      );
    }
  };
