import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, failSchema } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { boundState, clearedFlowCookies, flowCookies } from './social.cookies.js';
import { socialService } from './social.service.js';

const providerParams = z.object({ provider: z.string().max(32) });
const startQuery = z.object({
  returnTo: z.string().max(512).optional(),
  /** Read by the context hook; declared here for the API description. */
  merchant: z.string().max(32).optional(),
});
const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(256).optional(),
  iss: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(4096).optional(),
});
/** These calls are browser navigations: they answer with redirects, and JSON only on refusal. */
const response = { '4xx': failSchema, '5xx': failSchema };

/**
 * Social sign-in (OpenID Connect, authorization code + PKCE):
 *   start    → 302 to the provider, state/PKCE/nonce stored for 10 minutes;
 *   callback → 302 to `<returnTo>?token=<one-time hand-off ticket>` (redeemed by POST
 *              /wps/session/handoff for a session), or to `/?socialError=<code>`.
 */
export const socialRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const social = socialService(deps);
    const tags = ['session'];
    const publicUrl = deps.config.PUBLIC_URL?.replace(/\/+$/, '');
    const originOf = (req: FastifyRequest) => publicUrl ?? `${req.protocol}://${req.host}`;
    const secure = (req: FastifyRequest) => originOf(req).startsWith('https:');

    app.get(
      API.session.socialStart,
      { schema: { tags, params: providerParams, querystring: startQuery, response } },
      async (req, reply) => {
        const r = await social.start({
          merchant: req.merchant,
          provider: req.params.provider,
          returnTo: req.query.returnTo,
          origin: originOf(req),
          ip: req.ip,
          log: req.log,
        });
        if (r.state) reply.header('set-cookie', flowCookies(req.merchant.code, r.state, secure(req)));
        return reply.header('cache-control', 'no-store').redirect(r.location, 302);
      },
    );

    app.get(
      API.session.socialCallback,
      { schema: { tags, params: providerParams, querystring: callbackQuery, response } },
      async (req, reply) => {
        const r = await social.callback({
          merchant: req.merchant,
          provider: req.params.provider,
          query: req.query,
          boundState: boundState(req.headers.cookie),
          ip: req.ip,
          userAgent: req.headers['user-agent'],
          host: req.hostname,
          log: req.log,
        });
        reply.header('set-cookie', clearedFlowCookies(secure(req)));
        // The location may carry a hand-off ticket: keep it out of caches and referrers.
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return reply.redirect(r.location, 302);
      },
    );
  };
