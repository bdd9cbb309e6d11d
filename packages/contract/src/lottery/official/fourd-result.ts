/**
 * 4D results (Magnum, Sports Toto, Da Ma Cai in Malaysia; Singapore Pools): 23 numbers of four
 * digits, first, second, third, 10 special ("starter") and 10 consolation. A number may come
 * up more than once in one draw and then wins each prize it holds.
 */
import type { z } from 'zod';
import { checkResult, shapeSchema, type Checked, type ResultShape } from './shape.js';

/** Operator codes: a ticket may cover several (one draw each). */
export const FOUR_D_OPERATORS = ['MAGNUM', 'TOTO', 'DAMACAI', 'SG'] as const;
export type FourDOperator = (typeof FOUR_D_OPERATORS)[number];

export const FOUR_D_SHAPE = {
  first: [1, 4],
  second: [1, 4],
  third: [1, 4],
  special: [10, 4],
  consolation: [10, 4],
} as const satisfies ResultShape;
export const fourDResult = shapeSchema(FOUR_D_SHAPE);
/** Also the view the 4D products settle on: they read the prizes as published. */
export type FourDResult = z.infer<typeof fourDResult>;

export function checkFourDResult(input: unknown): Checked<FourDResult> {
  return checkResult(fourDResult, input);
}
