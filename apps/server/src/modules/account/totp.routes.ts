import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, totpEnableBody, totpSetupAnswer } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { authenticate } from '../session/index.js';
import { answers, ok } from '../../http/reply.js';
import { enableTotp, startTotpSetup } from './totp.service.js';

/** TOTP (Google Authenticator) setup for the new-IP verification; real accounts only. */
export const totpRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const schema = { tags: ['member'], security: [{ bearer: [] }] };

    app.get(API.member.totp, { schema: { ...schema, response: answers(totpSetupAnswer) } }, async (req, reply) => {
      const session = await authenticate(db, req, { realAccount: true });
      reply.header('cache-control', 'no-store');
      return ok(await startTotpSetup(db, req.merchant, session));
    });

    app.post(API.member.totp, { schema: { ...schema, body: totpEnableBody, response: answers(z.null()) } }, async (req) => {
      const session = await authenticate(db, req, { realAccount: true });
      await enableTotp(db, req.merchant.id, session, req.body.code);
      return ok(null);
    });
  };
