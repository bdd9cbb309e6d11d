/**
 * The operator API of the lottery (paths API.operator.lottery*): ELOTT odds per game and play,
 * limits per play, the merchant's prize groups. Amounts are minor units as strings; odds are
 * thousandths (1980 = 1.98). Every write is audited by the server.
 */
import { z } from 'zod';
import { positiveMinorUnits } from '../money-schema.js';
import { MAX_CHASE } from './api.js';
import { PRIZE_GROUP_MAX, PRIZE_GROUP_MIN } from './prize.js';

export const oddsRow = z.object({
  playId: z.string(),
  /** The play's own default. */
  defaultOdds: z.number(),
  /** The merchant's odds, or null when the default applies. */
  odds: z.number().nullable(),
  /** The highest odds the server accepts: the fair odds N/k (return to player 100 %). */
  maxOdds: z.number(),
});
export const oddsBoard = z.object({ gameId: z.string(), plays: z.array(oddsRow) });
export type OddsBoard = z.infer<typeof oddsBoard>;
export const oddsBody = z.object({
  odds: z
    .array(z.object({ playId: z.string().min(1).max(40), odds: z.number().int().min(1001).max(10_000_000).nullable() }))
    .min(1)
    .max(200),
});

const amount = positiveMinorUnits.nullable().optional();
const count = z.number().int().min(1).max(1_000_000).nullable().optional();
export const limitsBody = z.object({
  minStake: amount,
  maxStake: amount,
  maxMemberDraw: amount,
  maxCoverPercent: z.number().int().min(1).max(100).nullable().optional(),
  maxMultiple: count,
  maxChaseDraws: z.number().int().min(1).max(MAX_CHASE).nullable().optional(),
  soloBets: count,
  soloMaxPrize: amount,
  maxPrizeMemberDraw: amount,
  /** All players' stakes on one number of the play in one draw (see plays/exposure.ts). */
  maxNumberDraw: amount,
});
export type LimitsBody = z.infer<typeof limitsBody>;
export const limitsRow = z.object({
  playId: z.string(),
  minStake: z.string().nullable(),
  maxStake: z.string().nullable(),
  maxMemberDraw: z.string().nullable(),
  maxCoverPercent: z.number().nullable(),
  maxMultiple: z.number().nullable(),
  maxChaseDraws: z.number().nullable(),
  soloBets: z.number().nullable(),
  soloMaxPrize: z.string().nullable(),
  maxPrizeMemberDraw: z.string().nullable(),
  maxNumberDraw: z.string().nullable(),
});
export const limitsAnswer = z.array(limitsRow);

export const lotterySettings = z
  .object({
    defaultGroup: z.number().int().min(PRIZE_GROUP_MIN).max(PRIZE_GROUP_MAX),
    maxGroup: z.number().int().min(PRIZE_GROUP_MIN).max(PRIZE_GROUP_MAX),
  })
  .refine((s) => s.defaultGroup <= s.maxGroup, { path: ['defaultGroup'], message: 'above maxGroup' });
