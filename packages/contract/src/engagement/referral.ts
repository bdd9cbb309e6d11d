import { z } from 'zod';
import { pageNo, pageOf } from '../games.js';
import { minorUnits } from '../money-schema.js';

/**
 * Referral / invite friends (the REFERRAL promo, merchant setting referralEnabled; off: every
 * call answers referral_disabled). A member's personal code and link (?referralCode=), the
 * friends who registered with it, and the rewards earned when a friend qualifies: a first
 * deposit of at least minFirstDeposit and a valid bet of at least minValidBet within
 * withinDays of registering. The referrer's reward waits in the reward centre.
 */
export const referralConditions = z.object({
  minFirstDeposit: minorUnits,
  minValidBet: minorUnits,
  withinDays: z.number().int(),
  rewardAmount: minorUnits,
});
export const referralOverview = z.object({
  code: z.string(),
  /** The member site's register link with the code (the QR code encodes it). */
  link: z.string(),
  invitees: z.number().int(),
  qualified: z.number().int(),
  rewardsEarned: minorUnits,
  conditions: referralConditions,
});
export type ReferralOverview = z.infer<typeof referralOverview>;

export const referralInviteesQuery = z.object({
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const referralInvitee = z.object({
  /** Masked (ju***23). */
  username: z.string(),
  joinedAt: z.string(),
  qualified: z.boolean(),
  qualifiedAt: z.string().nullable(),
  /** The reward paid for this friend, null when none (not qualified, or the promo was off). */
  reward: minorUnits.nullable(),
});
export type ReferralInvitee = z.infer<typeof referralInvitee>;
export const referralInviteePage = pageOf(referralInvitee);
export type ReferralInviteePage = z.infer<typeof referralInviteePage>;
