import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  freeplayBody,
  handoffBody,
  handoffTicket,
  loginBody,
  loginResult,
  smsAnswer,
  smsChallengeBody,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { answers, ok } from '../../http/reply.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { sendChallengeEmail, sendChallengeSms } from './new-ip.service.js';
import { callerOf } from '../../http/caller.js';
import { freeplayLogin, login, logout } from './session.service.js';
import { redeemHandoff, ticketForSession } from './handoff.service.js';
import { totpRoutes } from './totp.routes.js';

/** Sign-in, trial sign-in, logout, session hand-off, the new-IP sms and e-mail codes, and TOTP setup. */
export const sessionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['session'];
    const bearer = [{ bearer: [] }];

    app.post(
      API.session.login,
      { config: { credentials: true }, schema: { tags, body: loginBody, response: answers(loginResult) } },
      async (req) => ok(await login(db, callerOf(req), req.body)),
    );

    // The spec's freeplay payload (os, platform, token, gateway version) is informational; with no body Fastify gives null.
    app.post(
      API.session.freeplay,
      { schema: { tags, body: freeplayBody.nullish(), response: answers(loginResult) } },
      async (req) => ok(await freeplayLogin(db, callerOf(req))),
    );

    // POST in one reading of the spec, DELETE in another: both revoke the token.
    const logoutSchema = { tags, security: bearer, response: answers(z.null()) };
    const logoutHandler = async (req: FastifyRequest) => {
      const session = await authenticate(db, req, { allowPasswordChange: true });
      await logout(db, session);
      return ok(null);
    };
    app.post(API.session.logout, { schema: logoutSchema }, logoutHandler);
    app.delete(API.session.logout, { schema: logoutSchema }, logoutHandler);

    // The one-time ticket a URL carries (`?token=`) becomes a session here, once.
    // Its answer carries a session token: no cache keeps it (the caller sends no token yet).
    app.post(API.session.handoff, { schema: { tags, body: handoffBody, response: answers(loginResult) } }, async (req, reply) => {
      const result = await redeemHandoff(db, callerOf(req), req.body.ticket);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(result);
    });

    app.post(API.session.handoffTicket, { schema: { tags, security: bearer, response: answers(handoffTicket) } }, async (req) =>
      ok(await ticketForSession(db, req.merchant, await authenticate(db, req))),
    );

    app.post(
      API.verification.smsLoginChallenge,
      { schema: { tags, body: smsChallengeBody, response: answers(smsAnswer) } },
      async (req) => ok(await sendChallengeSms(db, deps.sms, req.merchant, req.ip, req.body.challengeId)),
    );

    app.post(
      API.verification.emailLoginChallenge,
      { schema: { tags, body: smsChallengeBody, response: answers(smsAnswer) } },
      async (req) => ok(await sendChallengeEmail(db, deps.mail, req.merchant, req.ip, req.lang, req.body.challengeId)),
    );

    await app.register(totpRoutes(deps));
  };
