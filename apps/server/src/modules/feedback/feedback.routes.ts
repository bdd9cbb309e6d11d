import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API, isTrialType } from '@playhouse/contract';
import {
  feedbackAnswer,
  feedbackBody,
  feedbackReplyAnswer,
  feedbackReplyBody,
  messageIdParams,
  opsFeedbackPage,
  opsFeedbackQuery,
} from '@playhouse/contract/engagement';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { appendAudit, merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { authenticate, bearerToken } from '../session/index.js';
import { feedbackList, replyToFeedback, submitFeedback, type FeedbackSender } from './feedback.service.js';

/** Feedback and complaints: the popup's submit (members and visitors) and the operator's list and reply. */
export const feedbackRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    /** A signed-in real member sends as themselves; a visitor (or a trial account) as the contact it gives. */
    const senderOf = async (req: FastifyRequest): Promise<FeedbackSender> => {
      if (!bearerToken(req)) return null;
      const s = await authenticate(db, req);
      return isTrialType(s.type) ? null : { memberId: s.memberId, username: s.username };
    };

    app.put(
      API.feedback.submit,
      { schema: { tags: ['feedback'], body: feedbackBody, response: answers(feedbackAnswer) } },
      async (req) => ok(await submitFeedback(db, req.merchant.id, await senderOf(req), req.ip, req.body)),
    );

    app.get(
      API.feedback.ops.list,
      {
        onRequest: operatorGuard(deps, 'messages.manage'),
        schema: { tags: ['operator'], querystring: opsFeedbackQuery, response: answers(opsFeedbackPage) },
      },
      async (req) => ok(await feedbackList(db, merchantOperatorOf(req).merchantId, req.query)),
    );

    app.post(
      API.feedback.ops.reply,
      {
        onRequest: operatorGuard(deps, 'messages.manage'),
        schema: { tags: ['operator'], params: messageIdParams, body: feedbackReplyBody, response: answers(feedbackReplyAnswer) },
      },
      async (req) => {
        const op = merchantOperatorOf(req);
        return db.transaction().execute(async (trx) => {
          const r = await replyToFeedback(trx, op.merchantId, op.kind === 'user' ? op.id : null, req.params.id, req.body.content);
          await appendAudit(trx, op, {
            action: 'feedback.reply',
            targetType: 'feedback',
            targetId: r.id,
            before: null,
            after: { reply: req.body.content, messageId: r.messageId },
          });
          return ok(r);
        });
      },
    );
  };
