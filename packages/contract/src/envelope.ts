import { z } from 'zod';
import type { ErrorCode } from './errors.js';

/** Every JSON answer of the API has this shape. */
export interface ApiOk<T> {
  success: true;
  value: T;
}
export interface ApiFail {
  success: false;
  code: ErrorCode;
  message: string;
  /** Extra data for the client: field problems, captcha flag, challenge id... */
  value?: unknown;
}
export type ApiAnswer<T> = ApiOk<T> | ApiFail;

export const okOf = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

export const failSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.unknown().optional(),
});

/** One field problem inside a validation_failed answer. `key` is an i18n key. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
