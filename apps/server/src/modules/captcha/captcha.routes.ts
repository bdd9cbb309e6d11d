import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, captchaAnswer } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { issueCaptcha } from './captcha.service.js';

/** GET /wps/captcha: a base64 image bound to a one-use captcha id. */
export const captchaRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(API.captcha, { schema: { tags: ['captcha'], response: answers(captchaAnswer) } }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueCaptcha(deps.db, req.merchant.id, req.ip, deps.config.devOutbox));
    });
  };
