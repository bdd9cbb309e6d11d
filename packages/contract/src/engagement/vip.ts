import { z } from 'zod';
import { minorUnits } from '../money-schema.js';

/**
 * VIP: a merchant's ladder of levels, reached by cumulative valid bet AND cumulative
 * deposits; each level pays an upgrade bonus once, and weekly and monthly bonuses to members
 * active in the period. Levels are never lowered in this version.
 */

/** Money set by an operator: 0 or more minor units, 18 digits at most. */
const amount = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'minor units');
const name = z.string().trim().min(1).max(40);

/** What the benefits table shows per level. */
export const vipBenefits = z.object({
  /** The most a member of the level may withdraw per day, minor units. */
  dailyWithdrawalLimit: amount,
  /** Withdrawals per day. */
  dailyWithdrawals: z.number().int().min(0).max(1000),
  /** Rebate on valid bets, percent with up to 2 decimals (e.g. "0.80"). */
  rebatePercent: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'percent'),
});
export type VipBenefits = z.infer<typeof vipBenefits>;

export const vipLevel = z.object({
  level: z.number().int().min(0).max(99),
  names: z.object({ EN: name, TY: name }),
  /** Cumulative valid bet the level requires, minor units. */
  validBetRequired: amount,
  /** Cumulative confirmed deposits the level requires, minor units. */
  depositRequired: amount,
  /** Paid once when a member reaches the level (claimable in the reward centre). */
  upgradeBonus: amount,
  weeklyBonus: amount,
  monthlyBonus: amount,
  /** Turnover the level's bonuses require = amount x this (0: cash). */
  turnoverMultiplier: z.number().min(0).max(100),
  benefits: vipBenefits,
});
export type VipLevel = z.infer<typeof vipLevel>;

/** PUT /ops/vip/levels: the whole ladder; levels numbered 0, 1, 2 … in order, thresholds strictly increasing. */
export const vipLevelsBody = z.object({ levels: z.array(vipLevel).min(1).max(30) });
export type VipLevelsBody = z.infer<typeof vipLevelsBody>;
export const vipLevelsAnswer = z.object({ levels: z.array(vipLevel) });

/** GET /wps/vip: the member's level, progress to the next (both thresholds) and the benefits table. */
export const vipStatusAnswer = z.object({
  /** The member's level; null when the member has reached none (or the merchant has no ladder). */
  level: z.number().int().nullable(),
  validBet: minorUnits,
  deposits: minorUnits,
  /** The next level and what it requires; null at the top. */
  next: z
    .object({
      level: z.number().int(),
      validBetRequired: minorUnits,
      depositRequired: minorUnits,
    })
    .nullable(),
  levels: z.array(vipLevel),
});
export type VipStatus = z.infer<typeof vipStatusAnswer>;
