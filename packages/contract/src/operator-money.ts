import { z } from 'zod';
import type { OpsDashboard } from './operator-dashboard.js';
import { listSort, opsId, opsLimit } from './operator-members.js';
import { positiveMinorUnits } from './money-schema.js';
import {
  CHANNEL_KINDS,
  DEPOSIT_STATUSES,
  MAX_CHANNEL_FEE_BPS,
  RECEIPT_STATES,
  WITHDRAWAL_STATUSES,
  withdrawalRecord,
  type ChannelKind,
} from './payments.js';

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
  memberId: opsId.optional(),
  /** Requested at or after this instant (the dashboard's "today"). */
  since: z.string().datetime({ offset: true }).optional(),
  sort: listSort,
  cursor: opsId.optional(),
  limit: opsLimit,
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
export type OpsSocketMessage =
  | {
      [T in OpsQueueTopic]: { type: 'queue'; topic: T; value: OpsQueueCounts[T] };
    }[OpsQueueTopic]
  /** The dashboard's figures, at once after connecting and every DASHBOARD_PUSH_SECONDS. */
  | { type: 'dashboard'; value: OpsDashboard };

// ---- deposits ----
/** A channel's code: upper-case letters, digits and underscores. */
export const channelCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

/** GET /ops/deposits: newest first by cursor; status pending is the queue of bank transfers to confirm. */
export const operatorDepositQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  channel: channelCode.optional(),
  memberId: opsId.optional(),
  /** Made at or after this instant (the dashboard's "today"). */
  since: z.string().datetime({ offset: true }).optional(),
  sort: listSort,
  cursor: opsId.optional(),
  limit: opsLimit,
});
export type OperatorDepositQuery = z.infer<typeof operatorDepositQuery>;

export const operatorDeposit = z.object({
  id: z.string(),
  orderNo: z.string(),
  member: z.string(),
  memberId: z.string(),
  channel: z.string(),
  channelName: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  amount: z.string(),
  fee: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  /** Above the merchant's threshold when made (bank transfers): credited on a second person's approval. */
  fourEyes: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
  refuseReason: z.string().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDeposit>;
export const operatorDepositPage = z.object({ rows: z.array(operatorDeposit), next: z.string().nullable() });

// ---- payment channels ----
const channelName = z.string().trim().min(1).max(40);
/** A channel as the console edits it. */
const channelFields = z.object({
  names: z.object({ EN: channelName, TY: channelName }),
  enabled: z.boolean(),
  sequence: z.number().int().min(0).max(999),
  min: positiveMinorUnits,
  max: positiveMinorUnits,
  feeBps: z.number().int().min(0).max(MAX_CHANNEL_FEE_BPS),
  /** The merchant's receiving account: bank transfers only. */
  bankName: z.string().trim().min(1).max(64).nullable(),
  accountName: z.string().trim().min(1).max(64).nullable(),
  accountNumber: z
    .string()
    .regex(/^[0-9]{6,24}$/)
    .nullable(),
});
type ChannelFields = z.infer<typeof channelFields>;
function channelRules(c: ChannelFields & { kind?: ChannelKind }, ctx: z.RefinementCtx) {
  // The fields' own checks may have failed already: compare only what parsed.
  const digits = /^\d{1,18}$/;
  if (digits.test(c.min) && digits.test(c.max) && BigInt(c.min) > BigInt(c.max))
    ctx.addIssue({ code: 'custom', path: ['max'], message: 'max below min' });
  if (c.kind === undefined) return;
  const account = c.bankName !== null && c.accountName !== null && c.accountNumber !== null;
  if ((c.kind === 'bank_transfer') !== account)
    ctx.addIssue({
      code: 'custom',
      path: ['accountNumber'],
      message: 'a bank transfer needs the receiving account, no other kind has one',
    });
}
/** PUT /ops/channels/:code: everything but its code and kind. */
export const opsChannelBody = channelFields.superRefine(channelRules);
export type OpsChannelBody = z.infer<typeof opsChannelBody>;
/** POST /ops/channels: a new channel of the acting merchant. */
export const opsNewChannelBody = channelFields
  .extend({ code: channelCode, kind: z.enum(CHANNEL_KINDS) })
  .superRefine(channelRules);
export type OpsNewChannelBody = z.infer<typeof opsNewChannelBody>;
export const opsChannel = channelFields.extend({ code: z.string(), kind: z.enum(CHANNEL_KINDS), payouts: z.boolean() });
export type OpsChannel = z.infer<typeof opsChannel>;
export const opsChannels = z.array(opsChannel);
