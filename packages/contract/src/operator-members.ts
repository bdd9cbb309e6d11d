import { z } from 'zod';
import { positiveMinorUnits } from './money-schema.js';

/**
 * The operator console's member calls: find members of the acting merchant by one key, see one,
 * freeze and unfreeze. Contacts are answered masked; the console never holds them whole.
 */

/** What a member search looks in: the key an operator has in hand. */
export const MEMBER_SEARCH_KEYS = [
  'username',
  'nickname',
  'mobile',
  'email',
  'ip',
  'device',
  'bank',
  'affiliate',
  'upline',
] as const;
export type MemberSearchKey = (typeof MEMBER_SEARCH_KEYS)[number];

/** locked: frozen by an operator (no sign-in, no play); disabled: closed for good. */
export const MEMBER_STATUSES = ['active', 'locked', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const OPS_MEMBER_PAGE_MAX = 100;
/**
 * A console list's order by time: newest or oldest first (the cursor pages on in that order). A
 * queue's default is its own (what waits, oldest first).
 */
export const LIST_SORTS = ['newest', 'oldest'] as const;
export const listSort = z.enum(LIST_SORTS).optional();
export type ListSort = (typeof LIST_SORTS)[number];

/** A row id or an id cursor in the console's lists. */
export const opsId = z.string().regex(/^\d{1,18}$/);
/** A console list's page size. */
export const opsLimit = z.coerce.number().int().min(1).max(OPS_MEMBER_PAGE_MAX).default(50);

/**
 * GET /ops/members. username and nickname match from the start (case-insensitive, sorted by
 * name); the others match whole (mobile without its dialing code, e-mail case-insensitive, a
 * login IP the member used, an affiliate code, the upline agent's username), newest first. An
 * empty q lists every member, newest first. The cursor is the `next` of the page before.
 */
export const opsMemberQuery = z.object({
  by: z.enum(MEMBER_SEARCH_KEYS).default('username'),
  q: z.string().trim().max(64).default(''),
  status: z.enum(MEMBER_STATUSES).optional(),
  /** Only members online now (a live session seen within ONLINE_MINUTES): the dashboard's figure. */
  online: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(OPS_MEMBER_PAGE_MAX).default(50),
});
export type OpsMemberQuery = z.infer<typeof opsMemberQuery>;

export const opsMemberRow = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  /** Masked: the last three digits shown. */
  mobile: z.string().nullable(),
  /** Masked: the first letter and the domain shown. */
  email: z.string().nullable(),
  upline: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OpsMemberRow = z.infer<typeof opsMemberRow>;

export const opsMemberPage = z.object({ rows: z.array(opsMemberRow), next: z.string().nullable() });
export type OpsMemberPage = z.infer<typeof opsMemberPage>;

export const opsMemberDetail = opsMemberRow.extend({
  /** The agents above the member, nearest first. */
  agentPath: z.array(z.object({ id: z.string(), username: z.string() })),
  /** Every wallet the member has an account in, MAIN first; amounts in minor units. */
  balances: z.array(z.object({ wallet: z.string(), balance: z.string() })),
  activeSessions: z.number().int(),
  tags: z.array(z.string()),
  /** The LOTT prize group the member bets at (its agent's setting, else the merchant's default). */
  prizeGroup: z.number().int(),
});
export type OpsMemberDetail = z.infer<typeof opsMemberDetail>;

/** Freeze and unfreeze: the reason goes to the audit trail. */
export const opsMemberStatusBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type OpsMemberStatusBody = z.infer<typeof opsMemberStatusBody>;

// Manual adjustments: a credit or debit of a member's MAIN wallet against the house's
// adjustment account, with a reason; above the merchant's threshold it waits for another
// person's approval (four eyes, kept by the database too).
export const ADJUSTMENT_CATEGORIES = ['correction', 'goodwill', 'chargeback', 'compensation', 'other'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;

export const opsAdjustmentBody = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: positiveMinorUnits,
  category: z.enum(ADJUSTMENT_CATEGORIES),
  comment: z.string().trim().min(1).max(500),
});
export type OpsAdjustmentBody = z.infer<typeof opsAdjustmentBody>;

export const opsAdjustment = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  wallet: z.string(),
  /** Signed minor units: positive credits the member, negative debits it. */
  amount: z.string(),
  category: z.enum(ADJUSTMENT_CATEGORIES),
  comment: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** It was above the merchant's threshold when asked for: it posts only once another person approves. */
  needsApproval: z.boolean(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type OpsAdjustment = z.infer<typeof opsAdjustment>;

export const opsAdjustmentQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  memberId: opsId.optional(),
  sort: listSort,
  cursor: opsId.optional(),
  limit: opsLimit,
});
export const opsAdjustmentPage = z.object({ rows: z.array(opsAdjustment), next: z.string().nullable() });
export const opsAdjustmentDecision = z.object({ reason: z.string().trim().max(500).optional() });

/** Masks a mobile number for lists: `*******567`. */
export const maskMobile = (n: string | null): string | null =>
  n === null ? null : '*'.repeat(Math.max(n.length - 3, 0)) + n.slice(-3);

/** Masks an e-mail for lists: `d***@example.com`. */
export function maskEmail(e: string | null): string | null {
  if (e === null) return null;
  const at = e.lastIndexOf('@');
  return at <= 0 ? '***' : `${e[0]}***${e.slice(at)}`;
}
