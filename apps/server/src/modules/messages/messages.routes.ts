import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API, unreadCountAnswer } from '@playhouse/contract';
import { messageChangeAnswer, messageIdParams, messagesPage, messagesQuery } from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { answers, ok } from '../../http/reply.js';
import { authenticate } from '../session/index.js';
import { deleteMessage, inbox, readAll, readMessage, unreadCount } from './messages.service.js';

/** The member's inbox (messageV2): real accounts only (spec §1: trials fetch no messages); never cached. */
export const messagesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['messages'];
    const owner = async (req: FastifyRequest) => {
      const s = await authenticate(db, req, { realAccount: true });
      return { merchantId: req.merchant.id, memberId: s.memberId };
    };

    app.get(
      API.messages.list,
      { schema: { tags, querystring: messagesQuery, response: answers(messagesPage) } },
      async (req, reply) => {
        const o = await owner(req);
        reply.header('cache-control', PRIVATE_NO_STORE);
        return ok(await inbox(db, o.merchantId, o.memberId, req.lang, req.query));
      },
    );

    app.get(API.messages.unreadCount, { schema: { tags, response: answers(unreadCountAnswer) } }, async (req, reply) => {
      const o = await owner(req);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return ok(await unreadCount(db, o.merchantId, o.memberId));
    });

    app.put(API.messages.readAll, { schema: { tags, response: answers(messageChangeAnswer) } }, async (req) => {
      const o = await owner(req);
      return ok(await readAll(db, o.merchantId, o.memberId));
    });

    app.put(
      API.messages.one,
      { schema: { tags, params: messageIdParams, response: answers(messageChangeAnswer) } },
      async (req) => {
        const o = await owner(req);
        return ok(await readMessage(db, o.merchantId, o.memberId, req.params.id));
      },
    );

    app.delete(
      API.messages.one,
      { schema: { tags, params: messageIdParams, response: answers(messageChangeAnswer) } },
      async (req) => {
        const o = await owner(req);
        return ok(await deleteMessage(db, o.merchantId, o.memberId, req.params.id));
      },
    );
  };
