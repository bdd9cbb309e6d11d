import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  captchaAnswer,
  merchantCreateBody,
  merchantCreated,
  operatorApproval,
  operatorApprovalDecisionBody,
  operatorApprovalList,
  operatorChanged,
  operatorCreateBody,
  operatorCreated,
  operatorEmailVerifyBody,
  operatorIdParams,
  operatorKeyCreateBody,
  operatorKeyCreated,
  operatorKey,
  operatorKeyList,
  operatorKeyQuery,
  operatorEnrolBody,
  operatorLoginAnswer,
  type OperatorMe,
  operatorLoginBody,
  operatorMe,
  operatorPasswordBody,
  operatorSessionList,
  operatorUpdateBody,
  operatorUserList,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { dbNow } from '../../lib/db-clock.js';
import { issueCaptcha } from '../captcha/index.js';
import { approveChange, listApprovals, rejectChange } from './approvals.service.js';
import { requestEmailCode, verifyEmail } from './email.service.js';
import { issueKey, listKeys, revokeKey } from './keys.service.js';
import { merchantOperatorOf, operatorOf } from './operator.context.js';
import { operatorGuard } from './operator.guard.js';
import { endOperatorSession, operatorSessions } from './staff-sessions.service.js';
import { changeOwnPassword, enrol, login, logout, whoAmI } from './operator-session.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { createMerchant, createOperator, listOperators, updateOperator } from './operators.service.js';

/** Operator sign-in, the operator's own account, merchants (platform level), operators, their approvals and machine keys. */
/** A new session's answer: the token, or for the console (session: 'cookie') the cookie and no token. */
function sessionAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  mode: 'token' | 'cookie',
  session: { token: string; expiresAt: string; operator: OperatorMe },
) {
  if (mode !== 'cookie') return ok(session);
  setSessionCookie(req, reply, session.token);
  return ok({ ...session, token: null });
}

export const operatorRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, mail } = deps;
    const tags = ['operator'];
    const security = [{ bearer: [] }];
    // Tokens, TOTP secrets and keys: nothing of this plugin's answers may be cached.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      API.operator.login,
      { schema: { tags, body: operatorLoginBody, response: answers(operatorLoginAnswer) } },
      async (req, reply) =>
        sessionAnswer(
          req,
          reply,
          req.body.session,
          await login(db, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
        ),
    );
    app.post(
      API.operator.enrol,
      { schema: { tags, body: operatorEnrolBody, response: answers(operatorLoginAnswer) } },
      async (req, reply) =>
        sessionAnswer(
          req,
          reply,
          req.body.session,
          await enrol(db, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
        ),
    );
    app.get(API.operator.loginCaptcha, { schema: { tags, response: answers(captchaAnswer) } }, async (req) =>
      ok(await issueCaptcha(db, null, req.ip, deps.config.devOutbox)),
    );

    // Any signed-in operator may sign out, see itself, change its password and verify its e-mail:
    // the permission every role holds is not needed, only a live session.
    const signedIn = operatorGuard(deps, null, 'optional');
    app.post(
      API.operator.logout,
      { onRequest: signedIn, schema: { tags, security, response: answers(z.null()) } },
      async (req, reply) => {
        await logout(db, operatorOf(req));
        if (operatorOf(req).csrf !== null) clearSessionCookie(req, reply);
        return ok(null);
      },
    );
    app.get(API.operator.me, { onRequest: signedIn, schema: { tags, security, response: answers(operatorMe) } }, async (req) =>
      ok(await whoAmI(db, operatorOf(req))),
    );
    app.post(
      API.operator.password,
      { onRequest: signedIn, schema: { tags, security, body: operatorPasswordBody, response: answers(z.null()) } },
      async (req) => {
        await changeOwnPassword(db, operatorOf(req), req.body);
        return ok(null);
      },
    );
    app.post(
      API.operator.emailCode,
      { onRequest: signedIn, schema: { tags, security, response: answers(z.null()) } },
      async (req) => {
        await requestEmailCode(db, mail, operatorOf(req));
        return ok(null);
      },
    );
    app.post(
      API.operator.emailVerify,
      { onRequest: signedIn, schema: { tags, security, body: operatorEmailVerifyBody, response: answers(z.null()) } },
      async (req) => {
        await verifyEmail(db, operatorOf(req), req.body.code);
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
    const manage = operatorGuard(deps, 'operators.manage', 'optional');
    app.post(
      API.operator.operators,
      { onRequest: manage, schema: { tags, security, body: operatorCreateBody, response: answers(operatorCreated) } },
      async (req) => ok(await createOperator(db, mail, operatorOf(req), req.body)),
    );
    app.post(
      API.operator.operatorUser,
      {
        onRequest: manage,
        schema: { tags, security, params: operatorIdParams, body: operatorUpdateBody, response: answers(operatorChanged) },
      },
      async (req) => ok(await updateOperator(db, mail, operatorOf(req), req.params.id, req.body)),
    );
    app.get(
      API.operator.operatorSessions,
      { onRequest: manage, schema: { tags, security, response: answers(operatorSessionList) } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await operatorSessions(db, operatorOf(req)));
      },
    );
    app.post(
      API.operator.endOperatorSession,
      { onRequest: manage, schema: { tags, security, params: operatorIdParams } },
      async (req) => {
        await endOperatorSession(db, operatorOf(req), req.params.id);
        return ok(null);
      },
    );
    app.get(
      API.operator.operatorApprovals,
      { onRequest: manage, schema: { tags, security, response: answers(operatorApprovalList) } },
      async (req) => ok(await listApprovals(db, operatorOf(req))),
    );
    app.post(
      API.operator.approveOperatorChange,
      {
        onRequest: manage,
        schema: {
          tags,
          security,
          params: operatorIdParams,
          body: operatorApprovalDecisionBody,
          response: answers(operatorApproval),
        },
      },
      async (req) => ok(await approveChange(db, operatorOf(req), req.params.id, req.body.totp)),
    );
    app.post(
      API.operator.rejectOperatorChange,
      { onRequest: manage, schema: { tags, security, params: operatorIdParams, response: answers(operatorApproval) } },
      async (req) => ok(await rejectChange(db, operatorOf(req), req.params.id)),
    );

    // Keys in one place: listed and revoked across the caller's merchants; made for one merchant.
    const keysAnywhere = operatorGuard(deps, 'keys.manage', 'optional');
    app.get(
      API.operator.keys,
      {
        onRequest: keysAnywhere,
        schema: {
          tags,
          security,
          querystring: operatorKeyQuery,
          response: answers(operatorKeyList),
        },
      },
      async (req) => ok(await listKeys(db, operatorOf(req), req.query)),
    );
    app.post(
      API.operator.keys,
      {
        onRequest: operatorGuard(deps, 'keys.manage'),
        schema: { tags, security, body: operatorKeyCreateBody, response: answers(operatorKeyCreated) },
      },
      async (req) => {
        const expiresAt = new Date(dbNow() + req.body.expiresInDays * 86_400_000);
        return ok(await issueKey(db, merchantOperatorOf(req), { name: req.body.name, role: req.body.role, expiresAt }));
      },
    );
    app.post(
      API.operator.revokeKey,
      { onRequest: keysAnywhere, schema: { tags, security, params: operatorIdParams, response: answers(operatorKey) } },
      async (req) => ok(await revokeKey(db, operatorOf(req), req.params.id)),
    );
  };
