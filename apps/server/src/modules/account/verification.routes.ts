import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, smsAnswer, smsNoLoginBody, smsRegisterBody } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { answers, ok } from '../../http/reply.js';
import { callerOf } from '../../http/caller.js';
import { sendNoLoginCode, sendPasswordCode, sendRegisterCode } from './verification.service.js';

/** Sms codes. Each answer carries expiredMinutes for the browser's countdown. */
export const verificationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, sms } = deps;
    const tags = ['verification'];

    app.post(API.verification.smsNoLogin, { schema: { tags, body: smsNoLoginBody, response: answers(smsAnswer) } }, async (req) =>
      ok(await sendNoLoginCode(db, sms, callerOf(req), req.body)),
    );

    app.post(
      API.verification.smsRegister,
      { schema: { tags, body: smsRegisterBody, response: answers(smsAnswer) } },
      async (req) => ok(await sendRegisterCode(db, sms, callerOf(req), req.body)),
    );

    app.post(
      API.verification.smsPassword,
      { schema: { tags, security: [{ bearer: [] }], response: answers(smsAnswer) } },
      async (req) => {
        const session = await authenticate(db, req, { allowPasswordChange: true, realAccount: true });
        return ok(await sendPasswordCode(db, sms, callerOf(req), session));
      },
    );
  };
