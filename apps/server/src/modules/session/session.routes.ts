import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, freeplayBody, loginBody, loginResult, smsAnswer, smsChallengeBody } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from './session.guard.js';
import { answers, ok } from '../../http/reply.js';
import { sendChallengeEmail, sendChallengeSms } from './new-ip.service.js';
import { callerOf } from '../../http/caller.js';
import { freeplayLogin, login, logout } from './session.service.js';
import { totpRoutes } from './totp.routes.js';

/** Sign-in, trial sign-in, logout, the new-IP sms and e-mail codes, and TOTP setup. */
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
