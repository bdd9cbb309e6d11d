/**
 * Thai and Lao results and what their products read from them.
 *
 * Thai government lottery (GLO): the first prize (6 digits), two front-three and two back-three
 * running numbers, one bottom two-digit prize. GLO also publishes the near-first, second … fifth
 * prizes; no product here reads them, so the shape leaves them out (a feed strips them).
 *
 * Lao Development Lottery: we take the published number as 6 digits (the current format; it has
 * been 4 and 5 digits before) and read everything from its last four digits, the "4 ตัว" every
 * Lao product quotes: 3 top = the last three, 2 top = the last two, 2 bottom = the first two of
 * the four. E.g. 842057: four 2057, 3 top 057, 2 top 57, 2 bottom 20.
 */
import type { z } from 'zod';
import { checkResult, shapeSchema, type Checked, type ResultShape } from './shape.js';

export const THAI_SHAPE = { first: [1, 6], front3: [2, 3], back3: [2, 3], bottom2: [1, 2] } as const satisfies ResultShape;
export const thaiResult = shapeSchema(THAI_SHAPE);
export type ThaiResult = z.infer<typeof thaiResult>;

/** One number of 6 digits (a tier of one, as every result is tiers). */
export const LAO_SHAPE = { number: [1, 6] } as const satisfies ResultShape;
export const laoResult = shapeSchema(LAO_SHAPE);
export type LaoResult = z.infer<typeof laoResult>;

/** What the 3 top / 2 top / 2 bottom / run products of both lotteries read. */
export interface TopBottomView {
  readonly top3: string;
  readonly top2: string;
  readonly bottom2: string;
}

export interface ThaiView extends TopBottomView {
  readonly front3: readonly string[];
  readonly back3: readonly string[];
}

export function checkThaiResult(input: unknown): Checked<ThaiResult> {
  return checkResult(thaiResult, input);
}

export function checkLaoResult(input: unknown): Checked<LaoResult> {
  return checkResult(laoResult, input);
}

export function thaiView(r: ThaiResult): ThaiView {
  const first = r.first[0]!;
  return { top3: first.slice(-3), top2: first.slice(-2), bottom2: r.bottom2[0]!, front3: r.front3, back3: r.back3 };
}

export function laoView(r: LaoResult): TopBottomView {
  const four = r.number[0]!.slice(-4);
  return { top3: four.slice(-3), top2: four.slice(-2), bottom2: four.slice(0, 2) };
}
