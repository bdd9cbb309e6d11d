import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  merchantCreateBody,
  merchantCreated,
  operatorCreateBody,
  operatorCreated,
  operatorIdParams,
  operatorKeyCreateBody,
  operatorKeyCreated,
  operatorKey,
  operatorKeyList,
  operatorLoginAnswer,
  operatorLoginBody,
  operatorMe,
  operatorPasswordBody,
  operatorUpdateBody,
  operatorUser,
  operatorUserList,
} from '@playhouse/contract';
import { answers, ok } from '../../http/reply.js';
import { merchantOperatorOf, operatorOf } from './operator.context.js';
import { operatorGuard, type OperatorDeps } from './operator.guard.js';
import { changeOwnPassword, login, logout, meOf } from './operator-session.service.js';
import {
  createMerchant,
  createOperator,
  issueKey,
  listKeys,
  listOperators,
  revokeKey,
  updateOperator,
} from './operators.service.js';

/** Operator sign-in, the operator's own account, merchants (platform level), operators and machine keys. */
export const operatorRoutes =
  (deps: OperatorDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];
    const security = [{ bearer: [] }];
    // Tokens, TOTP secrets and keys: nothing of this plugin's answers may be cached.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      API.operator.login,
      { schema: { tags, body: operatorLoginBody, response: answers(operatorLoginAnswer) } },
      async (req) => ok(await login(db, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] })),
    );

    // Any signed-in operator may sign out, see itself and change its password: the permission
    // every role holds is not needed, only a live session.
    const signedIn = operatorGuard(deps, null, 'optional');
    app.post(
      API.operator.logout,
      { onRequest: signedIn, schema: { tags, security, response: answers(z.null()) } },
      async (req) => {
        await logout(db, operatorOf(req));
        return ok(null);
      },
    );
    app.get(API.operator.me, { onRequest: signedIn, schema: { tags, security, response: answers(operatorMe) } }, async (req) =>
      ok(meOf(operatorOf(req))),
    );
    app.post(
      API.operator.password,
      { onRequest: signedIn, schema: { tags, security, body: operatorPasswordBody, response: answers(z.null()) } },
      async (req) => {
        await changeOwnPassword(db, operatorOf(req), req.body.oldPassword, req.body.newPassword);
        return ok(null);
      },
    );

    app.post(
      API.operator.merchants,
      {
        onRequest: operatorGuard(deps, 'merchants.manage', 'platform'),
        schema: { tags, security, body: merchantCreateBody, response: answers(merchantCreated) },
      },
      async (req) => ok(await createMerchant(db, operatorOf(req), req.body)),
    );

    app.get(
      API.operator.operators,
      {
        onRequest: operatorGuard(deps, 'operators.read', 'optional'),
        schema: { tags, security, response: answers(operatorUserList) },
      },
      async (req) => ok(await listOperators(db, operatorOf(req))),
    );
    app.post(
      API.operator.operators,
      {
        onRequest: operatorGuard(deps, 'operators.manage', 'optional'),
        schema: { tags, security, body: operatorCreateBody, response: answers(operatorCreated) },
      },
      async (req) => ok(await createOperator(db, operatorOf(req), req.body)),
    );
    app.post(
      API.operator.operatorUser,
      {
        onRequest: operatorGuard(deps, 'operators.manage', 'optional'),
        schema: { tags, security, params: operatorIdParams, body: operatorUpdateBody, response: answers(operatorUser) },
      },
      async (req) => ok(await updateOperator(db, operatorOf(req), req.params.id, req.body)),
    );

    const keys = operatorGuard(deps, 'keys.manage');
    app.get(API.operator.keys, { onRequest: keys, schema: { tags, security, response: answers(operatorKeyList) } }, async (req) =>
      ok(await listKeys(db, merchantOperatorOf(req))),
    );
    app.post(
      API.operator.keys,
      { onRequest: keys, schema: { tags, security, body: operatorKeyCreateBody, response: answers(operatorKeyCreated) } },
      async (req) => {
        const expiresAt = new Date(Date.now() + req.body.expiresInDays * 86_400_000);
        return ok(await issueKey(db, merchantOperatorOf(req), { name: req.body.name, role: req.body.role, expiresAt }));
      },
    );
    app.post(
      API.operator.revokeKey,
      { onRequest: keys, schema: { tags, security, params: operatorIdParams, response: answers(operatorKey) } },
      async (req) => ok(await revokeKey(db, merchantOperatorOf(req), req.params.id)),
    );
  };
