import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, gatewayCallbackAnswer, PAGES } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { answers, ok } from '../../http/reply.js';
import { findMerchantByCode } from '../merchant/index.js';
import { randomToken } from '../../lib/secrets.js';
import { demoOrder, handleCallback } from './deposits.service.js';
import { demoCallback } from './demo-gateway.js';
import { missingPage, orderPage, PAGE_HEADERS } from './demo-gateway.page.js';

/** Where the gateway page sends the member back: the deposit page of the member centre. */
const RETURN_URL = `${PAGES.member}?tab=depositv2`;

/** Where a merchant's channel receives its gateway's callbacks. */
export const callbackPath = (merchantCode: string, channelCode: string) =>
  API.payment.callback
    .replace(':merchant', encodeURIComponent(merchantCode))
    .replace(':channel', encodeURIComponent(channelCode));

/** The gateways' signed callback, and the demo gateway's payment page. */
export const gatewayRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    // The signature covers the exact bytes sent, so this scope keeps JSON bodies as raw text.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      scope.withTypeProvider<ZodTypeProvider>().post(
        API.payment.callback,
        {
          schema: {
            tags: ['payment'],
            params: z.object({ merchant: z.string().max(32), channel: z.string().max(32) }),
            response: answers(gatewayCallbackAnswer),
          },
        },
        async (req) => {
          const merchant = await findMerchantByCode(db, req.params.merchant);
          if (!merchant) throw new AppError('not_found');
          return ok(await handleCallback(db, merchant.id, req.params.channel, String(req.body ?? ''), req.headers));
        },
      );
    });

    // The demo gateway credits without real money: served only in demo mode (DEMO_GATEWAY).
    if (!deps.config.DEMO_GATEWAY) return;

    const params = z.object({ orderNo: z.string().max(40) });

    app.get(API.payment.demoGateway, { schema: { hide: true, params } }, async (req, reply) => {
      const order = await demoOrder(db, req.params.orderNo, req.lang);
      reply.headers(PAGE_HEADERS);
      if (!order) return reply.status(404).send(missingPage(req.lang));
      return reply.send(orderPage(req.lang, order.page, RETURN_URL));
    });

    // Pay / Fail: the gateway sends its signed callback through the real callback route.
    app.post(
      API.payment.demoGateway,
      { schema: { hide: true, params, body: z.object({ action: z.enum(['pay', 'fail']) }) } },
      async (req, reply) => {
        const order = await demoOrder(db, req.params.orderNo, req.lang);
        reply.headers(PAGE_HEADERS);
        if (!order) return reply.status(404).send(missingPage(req.lang));
        const { page } = order;
        if (page.status !== 'pending') return reply.send(orderPage(req.lang, page, RETURN_URL));
        const cb = demoCallback(order.callbackSecret, {
          orderNo: page.orderNo,
          amount: page.amount,
          status: req.body.action === 'pay' ? 'paid' : 'failed',
          reference: `DEMO-${randomToken(9)}`,
        });
        const res = await req.server.inject({
          method: 'POST',
          url: callbackPath(order.merchantCode, order.channelCode),
          headers: { 'content-type': 'application/json', ...cb.headers },
          payload: cb.raw,
        });
        if (res.statusCode === 200) return reply.redirect(`${RETURN_URL}&orderNo=${encodeURIComponent(page.orderNo)}`, 303);
        const message = (res.json() as { message?: string }).message ?? String(res.statusCode);
        const again = (await demoOrder(db, req.params.orderNo, req.lang)) ?? order;
        return reply.status(502).send(orderPage(req.lang, again.page, RETURN_URL, message));
      },
    );
  };
