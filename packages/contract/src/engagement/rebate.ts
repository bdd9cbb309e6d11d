import { z } from 'zod';
import { GAME_TYPES } from '../constants.js';
import { pageNo, pageOf } from '../games.js';
import { minorUnits } from '../money-schema.js';

/**
 * Manual rebate (MANPLAYREB3, spec §6): the member claims the rebate accrued on valid bets since
 * the last claim, at the merchant's rate per game type.
 */
const byType = z.object({
  gameType: z.enum(GAME_TYPES),
  validBet: minorUnits,
  /** The rate in force, percent of valid bet (e.g. "0.50"). */
  ratePercent: z.string(),
  rebate: minorUnits,
});
export const manualRebateAnswer = z.object({
  rows: z.array(byType),
  totalValidBet: minorUnits,
  totalRebate: minorUnits,
  /** The least total a claim pays. */
  minClaim: minorUnits,
  /** The last claim's time (null: never claimed). */
  lastClaimAt: z.string().nullable(),
});
export type ManualRebateAnswer = z.infer<typeof manualRebateAnswer>;

export const rebateClaimRecord = z.object({
  id: z.string(),
  claimedAt: z.string(),
  validBet: minorUnits,
  amount: minorUnits,
  rows: z.array(z.object({ gameType: z.string(), validBet: minorUnits, amount: minorUnits })),
});
export type RebateClaimRecord = z.infer<typeof rebateClaimRecord>;
export const rebateHistoryQuery = z.object({ pageNo, pageSize: z.coerce.number().int().min(1).max(100).default(10) });
export const rebateHistoryPage = pageOf(rebateClaimRecord);
export type RebateHistoryPage = z.infer<typeof rebateHistoryPage>;
