import { z } from 'zod';
import { OPS_MEMBER_PAGE_MAX } from './operator-members.js';
import { RECEIPT_STATES, WITHDRAWAL_STATUSES, withdrawalRecord } from './payments.js';

/**
 * The console's money queues: withdrawals as operators work them (claims, holds, four eyes),
 * and the live counts the console's socket pushes.
 */

/** A claim nobody refreshed for this long is nobody's: another operator may take the request. */
export const WITHDRAWAL_CLAIM_MINUTES = 15;

/**
 * What the withdrawal list shows: open (requested, not on hold: the queue), held, disputed
 * ("not received" answers waiting for a refund or a forced receipt), decided (approved or
 * rejected) or all.
 */
export const WITHDRAWAL_VIEWS = ['open', 'held', 'disputed', 'decided', 'all'] as const;
export type WithdrawalView = (typeof WITHDRAWAL_VIEWS)[number];

export const operatorWithdrawalQuery = z.object({
  view: z.enum(WITHDRAWAL_VIEWS).default('open'),
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  receiptState: z.enum(RECEIPT_STATES).optional(),
  memberId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(OPS_MEMBER_PAGE_MAX).default(50),
});
export type OperatorWithdrawalQuery = z.infer<typeof operatorWithdrawalQuery>;

export const operatorWithdrawal = withdrawalRecord.extend({
  member: z.string(),
  memberId: z.string(),
  /** The operator pays to the full account. */
  accountName: z.string(),
  accountNumber: z.string(),
  decidedBy: z.string().nullable(),
  /** The payout channel's gateway reference, once paid out. */
  payoutReference: z.string().nullable(),
  disputeReason: z.string().nullable(),
  proofs: z.array(z.object({ id: z.string(), mime: z.string(), size: z.number() })),
  /** Above the merchant's threshold when asked for: paid out on a second person's approval. */
  fourEyes: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  /** Who is reviewing it now (a claim refreshed within WITHDRAWAL_CLAIM_MINUTES), and whether that is the caller. */
  claimedBy: z.string().nullable(),
  claimedAt: z.string().nullable(),
  claimedByMe: z.boolean(),
  heldBy: z.string().nullable(),
  heldAt: z.string().nullable(),
  holdReason: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;
export const operatorWithdrawalPage = z.object({ rows: z.array(operatorWithdrawal), next: z.string().nullable() });
export type OperatorWithdrawalPage = z.infer<typeof operatorWithdrawalPage>;

/** A past withdrawal to the same bank account (of this or another member: a shared account is worth a look). */
export const sameAccountWithdrawal = z.object({
  id: z.string(),
  member: z.string(),
  amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  receiptState: z.enum(RECEIPT_STATES).nullable(),
  createdAt: z.string(),
});
export const operatorWithdrawalDetail = operatorWithdrawal.extend({
  /** The newest 20 other withdrawals to this account number. */
  sameAccount: z.array(sameAccountWithdrawal),
});
export type OperatorWithdrawalDetail = z.infer<typeof operatorWithdrawalDetail>;

export const operatorDecisionBody = z.object({ reason: z.string().max(500).optional() });
/** Hold: the reason is required (the player's request waits on it). */
export const operatorHoldBody = z.object({ reason: z.string().trim().min(1).max(500) });

// ---- the console's socket ----
/** What the console's socket pushes counts of, one topic at a time. */
export const OPS_QUEUE_TOPICS = ['withdrawals', 'deposits', 'adjustments'] as const;
export type OpsQueueTopic = (typeof OPS_QUEUE_TOPICS)[number];

/**
 * A frame of GET API.operator.socket (a websocket on the operator's cookie session): the counts
 * of one queue of the operator's merchant, at once after connecting and after every change of
 * a row of it (whoever made it, on whichever instance). The console refreshes that queue's lists.
 */
export const opsQueueCounts = z.object({
  withdrawals: z.object({ open: z.number(), held: z.number(), secondApproval: z.number(), disputed: z.number() }),
  deposits: z.object({ pending: z.number() }),
  adjustments: z.object({ pending: z.number() }),
});
export type OpsQueueCounts = z.infer<typeof opsQueueCounts>;
export type OpsSocketMessage = {
  [T in OpsQueueTopic]: { type: 'queue'; topic: T; value: OpsQueueCounts[T] };
}[OpsQueueTopic];
