import { QUESTION_TYPES } from '@playhouse/contract';
import type { FeedbackBody, QuestionType } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso, pageFrom, type PageRequest } from '../../core/page.js';
import { throttle } from '../../lib/rate-limit.js';
import { recordAgentApplication } from '../agent/index.js';
import { checkCaptcha } from '../captcha/index.js';
import { sendMemberMessage } from '../messages/index.js';
import * as repo from './feedback.repository.js';

/** Feedback per 5 minutes: a visitor's IP, a member's account (a person writes once; this stops a script). */
export const FEEDBACK_PER_IP = 3;
export const FEEDBACK_PER_MEMBER = 5;

/** Who sends: a signed-in member (as their username) or a visitor (null). */
export type FeedbackSender = { memberId: string; username: string } | null;

/**
 * PUT API.feedback.submit: the shape and the 20–200 rule were checked by the contract schema;
 * here the sender, the throttle and the single-use captcha (burnt right or wrong), then the
 * feedback. A member's type-6 (agent application) feedback also reaches the operator's affiliate
 * applications (agent module), in the same transaction.
 */
export async function submitFeedback(db: Db, merchantId: string, who: FeedbackSender, ip: string, body: FeedbackBody) {
  const sender = who ? who.username : body.sender;
  if (!sender) throw new AppError('feedback_sender_required');
  await throttle(db, [
    who
      ? { key: `feedback:member:${merchantId}:${who.memberId}`, most: FEEDBACK_PER_MEMBER }
      : { key: `feedback:ip:${merchantId}:${ip}`, most: FEEDBACK_PER_IP },
  ]);
  await checkCaptcha(db, merchantId, body.captchaId, body.captcha);
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertFeedback(trx, {
      merchantId,
      memberId: who?.memberId ?? null,
      sender,
      type: body.type,
      content: body.content,
      ip,
    });
    if (who && body.type === QUESTION_TYPES.agentApplication)
      await recordAgentApplication(trx, {
        merchantId,
        memberId: who.memberId,
        contact: who.username,
        message: body.content,
        source: 'feedback',
      });
    return { id };
  });
}

/**
 * A feedback written without the popup's checks (captcha, throttle): the demo seed's. The
 * content must still meet the 20–200 rule (the table refuses it otherwise).
 */
export async function recordFeedback(
  db: Db,
  f: { merchantId: string; memberId: string; username: string; type: QuestionType; content: string },
) {
  const id = await repo.insertFeedback(db, {
    merchantId: f.merchantId,
    memberId: f.memberId,
    sender: f.username,
    type: f.type,
    content: f.content,
    ip: '',
  });
  return { id };
}

/** GET API.feedback.ops.list */
export async function feedbackList(
  db: Db,
  merchantId: string,
  q: PageRequest & { type?: number | undefined; status?: 'open' | 'replied' | undefined },
) {
  const { total, rows } = await repo.feedbackPage(db, merchantId, q);
  const content = rows.map((r) => ({
    id: r.id,
    type: r.type,
    content: r.content,
    sender: r.sender,
    memberId: r.member_id,
    username: r.username,
    status: r.replied_at ? ('replied' as const) : ('open' as const),
    reply: r.reply,
    repliedAt: iso(r.replied_at),
    createdAt: iso(r.created_at)!,
  }));
  return pageFrom(content, total, q);
}

const REPLY_TITLE = { EN: 'Reply to your feedback', TY: 'Sagot sa iyong feedback' };

/** POST API.feedback.ops.reply, in the operator's transaction: the reply arrives as the member's message. */
export async function replyToFeedback(db: Db, merchantId: string, operatorId: string | null, id: string, content: string) {
  const f = await repo.feedbackForReply(db, merchantId, id);
  if (!f) throw new AppError('feedback_not_found');
  if (f.replied_at) throw new AppError('feedback_already_replied');
  if (!f.member_id) throw new AppError('feedback_no_member');
  const message = await sendMemberMessage(db, {
    merchantId,
    memberId: f.member_id,
    title: REPLY_TITLE,
    body: content,
    source: 'feedback',
    sentBy: operatorId,
  });
  await repo.saveReply(db, id, { reply: content, repliedBy: operatorId, messageId: message.id });
  return { id, messageId: message.id };
}
