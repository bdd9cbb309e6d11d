import { z } from 'zod';
import { pageNo, pageOf } from '../games.js';
import { LANGUAGES } from '../constants.js';

/**
 * Internal messages (messageV2): an operator's (or a module's) message reaches each
 * member of its audience as the member's own copy, which the member reads and deletes. Texts
 * are plain (never HTML): the page shows them as text.
 */

export const MESSAGE_READ_FILTERS = ['all', 'read', 'unread'] as const;
export type MessageReadFilter = (typeof MESSAGE_READ_FILTERS)[number];
export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 4000;

/** A message id in a path: a bigint id (at most 18 digits). */
export const messageId = z.string().regex(/^[1-9]\d{0,17}$/, 'message id');
export const messageIdParams = z.object({ id: messageId });

/** GET API.messages.list */
export const messagesQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(MESSAGE_PAGE_SIZE),
  status: z.enum(MESSAGE_READ_FILTERS).default('all'),
});
export const memberMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;
export const messagesPage = pageOf(memberMessageSchema);
export type MessagesPage = z.infer<typeof messagesPage>;

/** PUT API.messages.one, PUT API.messages.readAll, DELETE API.messages.one: the unread count after it. */
export const messageChangeAnswer = z.object({ unread: z.number().int().nonnegative() });

/** A text per language ({EN, TY}) or one plain text for every language. */
const textOf = (max: number) => {
  const one = z.string().trim().min(1).max(max);
  return z.union([one, z.partialRecord(z.enum(LANGUAGES), one).refine((t) => Object.keys(t).length > 0, 'a text')]);
};
export const messageTitle = textOf(MESSAGE_TITLE_MAX);
export const messageBody = textOf(MESSAGE_BODY_MAX);

/**
 * Who receives an operator's message: a member, an agent's team, the members at VIP levels
 * min..max (the VIP module answers who they are), or everyone.
 */
export const MESSAGE_AUDIENCES = ['member', 'agent_team', 'vip_level', 'all'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export const messageAudience = z.discriminatedUnion('kind', [
  /** One member, by id or by username. */
  z.object({
    kind: z.literal('member'),
    memberId: messageId.optional(),
    username: z.string().trim().min(1).max(64).optional(),
  }),
  /** An agent's whole downline (every depth), the agent included when `includeAgent`. */
  z.object({
    kind: z.literal('agent_team'),
    agentId: messageId.optional(),
    username: z.string().trim().min(1).max(64).optional(),
    includeAgent: z.boolean().default(false),
  }),
  /** The members at VIP levels min..max (max absent: min and above). */
  z
    .object({
      kind: z.literal('vip_level'),
      min: z.number().int().min(0).max(99),
      max: z.number().int().min(0).max(99).optional(),
    })
    .refine((a) => a.max === undefined || a.max >= a.min, { path: ['max'] }),
  /** Every real (non-trial) member of the merchant. */
  z.object({ kind: z.literal('all') }),
]);

/** POST API.messages.ops.send */
export const sendMessageBody = z.object({ audience: messageAudience, title: messageTitle, content: messageBody });
export type SendMessageBody = z.infer<typeof sendMessageBody>;
export const sendMessageAnswer = z.object({ id: z.string(), recipients: z.number().int().nonnegative() });

/** GET API.messages.ops.list: what was sent, newest first; with memberId, what that member received. */
export const opsMessagesQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  memberId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export const opsMessageSchema = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  audience: z.string(),
  /** What the audience names: a member or agent id, or null (all). */
  audienceRef: z.string().nullable(),
  recipients: z.number(),
  /** operator (an operator's send) or the module that sent it (feedback). */
  source: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
export const opsMessagesPage = pageOf(opsMessageSchema);
