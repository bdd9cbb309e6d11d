import { z } from 'zod';
import { failSchema, okOf } from '@playhouse/contract';

/** Wraps a value in the success envelope. */
export const ok = <T>(value: T) => ({ success: true as const, value });

/** Response schemas for a route: the success envelope of `value`, and the failure shape for 4xx/5xx. */
export function answers<T extends z.ZodType>(value: T) {
  return { 200: okOf(value), '4xx': failSchema, '5xx': failSchema };
}
