import { z } from 'zod';
import { BET_UNITS, MAX_CHASE, MAX_MULTIPLE, type BetUnit } from '@playhouse/contract/lottery';

export const UNITS = Object.keys(BET_UNITS) as BetUnit[];
const whole = (max: number) => z.coerce.number().int().min(1).max(max);

/** The bet slip's form: the bet, then the chase planner's fields. */
export const slipSchema = z.object({
  unit: z.enum(UNITS as [BetUnit, ...BetUnit[]]),
  multiple: whole(MAX_MULTIPLE),
  group: z.coerce.number().int(),
  draws: whole(MAX_CHASE),
  plan: z.enum(['same', 'double', 'margin']),
  every: whole(MAX_CHASE),
  /** Minimum profit, whole percent of the stake so far (0: break even). */
  margin: z.coerce.number().int().min(0).max(10_000),
  winStop: z.boolean(),
});
export type SlipValues = z.output<typeof slipSchema>;
export type SlipInput = z.input<typeof slipSchema>;
