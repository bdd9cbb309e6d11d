import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  changePasswordBody,
  loginResult,
  memberInfo,
  passwordEmailAnswer,
  passwordEmailBody,
  passwordResetAnswer,
  passwordResetBody,
  passwordVerificationBody,
  registerBody,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { answers, ok } from '../../http/reply.js';
import { callerOf } from '../../http/caller.js';
import { memberInfoOf } from '../member/index.js';
import { changePassword } from './password-change.service.js';
import { resetWithSms, resetWithToken, sendResetEmail } from './password-recovery.service.js';
import { register } from './register.service.js';
import { resetLinkBase } from './reset-link.js';

/** Member info, registration and passwords. Credential calls accept the encrypted envelope. */
export const memberRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['member'];
    const signedIn = [{ bearer: [] }];
    const credentials = { credentials: true };

    app.get(API.member.info, { schema: { tags, security: signedIn, response: answers(memberInfo) } }, async (req) => {
      // Trial accounts read it too: the browser sets isTrial from the type.
      const session = await authenticate(db, req, { allowPasswordChange: true });
      return ok(await memberInfoOf(db, req.merchant, session.memberId));
    });

    // §7 gives POST, and PUT in another reading: both are served.
    for (const [url, mode] of [
      [API.member.register, 'username'],
      [API.member.registerMobile, 'mobile'],
    ] as const) {
      app.route({
        method: ['POST', 'PUT'],
        url,
        config: credentials,
        schema: { tags, body: registerBody, response: answers(loginResult) },
        handler: async (req) => ok(await register(db, callerOf(req), mode, req.body, req.hostname)),
      });
    }

    app.put(
      API.member.password,
      { config: credentials, schema: { tags, security: signedIn, body: changePasswordBody, response: answers(loginResult) } },
      async (req) => {
        const session = await authenticate(db, req, { allowPasswordChange: true, realAccount: true });
        return ok(await changePassword(db, callerOf(req), session, req.body));
      },
    );

    // Form-urlencoded in §7; JSON works as well.
    app.post(
      API.member.passwordEmail,
      { schema: { tags, body: passwordEmailBody, response: answers(passwordEmailAnswer) } },
      async (req) => {
        const origin = { protocol: req.protocol, host: req.host, hostname: req.hostname };
        const base = await resetLinkBase(db, req.merchant.id, deps.config.PUBLIC_URL, origin);
        return ok(await sendResetEmail(db, deps.mail, callerOf(req), req.body, base));
      },
    );

    app.post(
      API.member.passwordReset,
      { config: credentials, schema: { tags, body: passwordResetBody, response: answers(passwordResetAnswer) } },
      async (req) => ok(await resetWithToken(db, callerOf(req), req.body)),
    );

    app.post(
      API.member.passwordVerification,
      { config: credentials, schema: { tags, body: passwordVerificationBody, response: answers(loginResult) } },
      async (req) => ok(await resetWithSms(db, callerOf(req), req.body)),
    );
  };
