import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@playhouse/contract';
import { opsMessagesPage, opsMessagesQuery, sendMessageAnswer, sendMessageBody } from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { appendAudit, merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { sendFromOperator, sentMessages } from './messages.service.js';

/** The operator's messages: send to a member, an agent's team or everyone (audited); the sent list. */
export const messagesOpsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['operator'];

    app.post(
      API.messages.ops.send,
      {
        onRequest: operatorGuard(deps, 'messages.manage'),
        schema: { tags, body: sendMessageBody, response: answers(sendMessageAnswer) },
      },
      async (req) => {
        const op = merchantOperatorOf(req);
        return db.transaction().execute(async (trx) => {
          const sent = await sendFromOperator(trx, op.merchantId, op.kind === 'user' ? op.id : null, req.body);
          await appendAudit(trx, op, {
            action: 'messages.send',
            targetType: 'message',
            targetId: sent.id,
            before: null,
            after: { audience: req.body.audience, title: req.body.title, recipients: sent.recipients },
          });
          return ok(sent);
        });
      },
    );

    app.get(
      API.messages.ops.list,
      {
        onRequest: operatorGuard(deps, 'messages.manage'),
        schema: { tags, querystring: opsMessagesQuery, response: answers(opsMessagesPage) },
      },
      async (req) => ok(await sentMessages(db, merchantOperatorOf(req).merchantId, req.query)),
    );
  };
