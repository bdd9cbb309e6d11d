import { z } from 'zod';
import { pageNo, pageOf } from '../games.js';
import { LIMITS, QUESTION_TYPES } from '../constants.js';
import { MESSAGE_BODY_MAX } from './messages.js';

/**
 * Feedback and complaints (spec §2 popup, §5, §7, §8, §9): a question type, a description of
 * 20 to 200 characters and an image captcha. A signed-in member sends as themselves; a visitor
 * names a contact (the `sender`). The operator's reply reaches a member as a message.
 */

export type QuestionType = (typeof QUESTION_TYPES)[keyof typeof QUESTION_TYPES];
export const QUESTION_TYPE_VALUES = Object.values(QUESTION_TYPES) as QuestionType[];
/** The popup's order: the types as the spec lists them. */
export const QUESTION_TYPE_NAMES = Object.keys(QUESTION_TYPES) as (keyof typeof QUESTION_TYPES)[];
/** A question type in a JSON body (a number of QUESTION_TYPES). */
export const questionType = z.literal(QUESTION_TYPE_VALUES);
/** The same in a query string. */
const questionTypeQuery = z.coerce.number().pipe(questionType);

export const FEEDBACK_SENDER_MAX = 120;
/** The description rule (§5, §9): 20 to 200 characters, counted after trimming. */
export const feedbackContent = z.string().trim().min(LIMITS.feedbackMin).max(LIMITS.feedbackMax);
export const feedbackLengthOk = (content: string) => feedbackContent.safeParse(content).success;

/** PUT API.feedback.submit */
export const feedbackBody = z.object({
  content: feedbackContent,
  /** A visitor's contact (name, e-mail or number); a signed-in member's username replaces it. */
  sender: z.string().trim().max(FEEDBACK_SENDER_MAX).default(''),
  type: questionType,
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(12).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;
export const feedbackAnswer = z.object({ id: z.string() });

export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** GET API.feedback.ops.list */
export const opsFeedbackQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  type: questionTypeQuery.optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export const opsFeedbackSchema = z.object({
  id: z.string(),
  type: z.number(),
  content: z.string(),
  sender: z.string(),
  /** The member who sent it; null for a visitor. */
  memberId: z.string().nullable(),
  username: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const opsFeedbackPage = pageOf(opsFeedbackSchema);

/** POST API.feedback.ops.reply: the reply goes to the member as a message. */
export const feedbackReplyBody = z.object({ content: z.string().trim().min(1).max(MESSAGE_BODY_MAX) });
export const feedbackReplyAnswer = z.object({ id: z.string(), messageId: z.string() });
