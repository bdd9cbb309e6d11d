import { z } from 'zod';
import { minorUnits, positiveMinorUnits } from '../money-schema.js';
import { pageNo, pageOf } from '../games.js';

/**
 * Rewards, bonuses and wagering: the reward centre (claimable / claimed / expired),
 * bonus details (wagering progress), the operator's bonus definitions and manual grants. Money is
 * minor units as text; titles carry both languages (the page shows the reader's).
 */

export const REWARD_STATUSES = ['claimable', 'claimed', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
/** Where a reward came from: a bonus definition's kind, or the feature that granted it. */
export const REWARD_SOURCES = [
  'deposit_bonus',
  'signup_bonus',
  'fixed_bonus',
  'rebate_bonus',
  'mission',
  'leaderboard',
  'vip_upgrade',
  'vip_weekly',
  'vip_monthly',
  'red_envelope',
  'activity',
  'referral',
  'points_convert',
  'points_redeem',
  'manual_rebate',
  'operator',
] as const;
export type RewardSourceName = (typeof REWARD_SOURCES)[number];
/** Wagering of a claimed reward: none (cash), wagering (in progress), met, voided. */
export const WAGERING_STATUSES = ['none', 'wagering', 'met', 'voided'] as const;

export const rewardTitle = z.object({ EN: z.string().min(1).max(120), TY: z.string().min(1).max(120) });

export const rewardView = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  title: rewardTitle,
  amount: minorUnits,
  status: z.enum(REWARD_STATUSES),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
  turnoverRequired: minorUnits,
  turnoverDone: minorUnits,
  wagering: z.enum(WAGERING_STATUSES),
});
export type RewardView = z.infer<typeof rewardView>;
export const rewardPage = pageOf(rewardView).extend({
  /** How many rewards the member has in each status (the tabs' counts). */
  counts: z.object({ claimable: z.number().int(), claimed: z.number().int(), expired: z.number().int() }),
});
export type RewardPage = z.infer<typeof rewardPage>;
export const rewardListQuery = z.object({
  status: z.enum(REWARD_STATUSES).default('claimable'),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type RewardListQuery = z.infer<typeof rewardListQuery>;
export const rewardIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** bonusDetails: one claimed bonus with a turnover requirement and its progress. */
export const bonusProgress = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  title: rewardTitle,
  amount: minorUnits,
  claimedAt: z.string(),
  turnoverRequired: minorUnits,
  turnoverDone: minorUnits,
  /** 0..100, floored. */
  percent: z.number().int().min(0).max(100),
  status: z.enum(['wagering', 'met', 'voided']),
});
export const bonusDetailsAnswer = pageOf(bonusProgress).extend({
  /** What bonuses being wagered still lock of the main balance, and the turnover they still need. */
  locked: minorUnits,
  turnoverLeft: minorUnits,
});
export type BonusDetails = z.infer<typeof bonusDetailsAnswer>;
export const bonusDetailsQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

// ---- operator: definitions and manual grants ----
export const BONUS_KINDS = ['deposit_match', 'fixed', 'rebate', 'signup'] as const;
export type BonusKindName = (typeof BONUS_KINDS)[number];
const percentBp = z.number().int().min(0).max(100_000);
const amount = z.string().regex(/^\d{1,18}$/, 'minor units');
const multiplier = z.number().min(0).max(1000).multipleOf(0.01);

/**
 * A bonus definition. deposit_match: percentBp of the deposit (10000 = 100 %), capped by
 * maxAmount (0 = no cap), from minDeposit; fixed and signup: amount; rebate: percentBp of the
 * member's valid bet of the previous day (merchant day, UTC), capped by maxAmount.
 */
export const bonusDefinitionBody = z.object({
  kind: z.enum(BONUS_KINDS),
  title: rewardTitle,
  percentBp: percentBp.default(0),
  amount: amount.default('0'),
  maxAmount: amount.default('0'),
  minDeposit: amount.default('0'),
  turnoverMultiplier: multiplier.default(0),
  validityHours: z.number().int().min(1).max(8760).default(168),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  enabled: z.boolean().default(true),
  onePerPerson: z.boolean().default(true),
});
export type BonusDefinitionBody = z.infer<typeof bonusDefinitionBody>;
export const bonusDefinitionView = bonusDefinitionBody.extend({
  id: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BonusDefinitionView = z.infer<typeof bonusDefinitionView>;
export const bonusDefinitionList = z.array(bonusDefinitionView);

/** POST /ops/rewards/grant: an operator's reward to one member (source operator). */
export const operatorGrantBody = z.object({
  memberId: z.string().regex(/^\d{1,18}$/),
  amount: positiveMinorUnits,
  title: rewardTitle,
  turnoverMultiplier: multiplier.default(0),
  delivery: z.enum(['now', 'claimable']).default('now'),
  /** The operator's own reference: granting again with it answers the first reward. */
  reference: z.string().min(1).max(64),
});
export type OperatorGrantBody = z.infer<typeof operatorGrantBody>;
export const grantedRewardAnswer = z.object({
  id: z.string(),
  status: z.enum(REWARD_STATUSES),
  replayed: z.boolean(),
});
