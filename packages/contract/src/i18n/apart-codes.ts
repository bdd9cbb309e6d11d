import type { LotteryErrorCode } from './errors.lottery.js';
import type { RewardsErrorCode } from './errors.rewards.js';
import type { PointsErrorCode } from './errors.points.js';
import type { VipEnvelopeErrorCode } from './errors.vip-envelopes.js';
import type { MessagesErrorCode } from './errors.messages.js';
import type { ActivitiesErrorCode } from './errors.activities.js';
import type { OperatorErrorCode } from './errors.operator.js';

/**
 * The error codes whose texts live in their area's own file (errors.<area>.ts) rather than in
 * errors.en.ts / errors.ty.ts: the lottery, the agent back office and member engagement.
 * An area that keeps its texts apart adds its codes here once.
 */
export type ApartErrorCode =
  | LotteryErrorCode
  | `agent_${string}`
  | RewardsErrorCode
  | PointsErrorCode
  | VipEnvelopeErrorCode
  | `rg_${string}`
  | MessagesErrorCode
  | ActivitiesErrorCode
  | `mission_${string}`
  | OperatorErrorCode;
