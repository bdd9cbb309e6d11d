import type { ErrorCode } from '@playhouse/contract';

/**
 * A domain error: services throw it with a stable code; the route layer (error-handler.ts)
 * is the one place that turns it into an HTTP answer.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly value?: unknown,
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
  }
}

export const fail = (code: ErrorCode, value?: unknown, params?: Record<string, string | number>): never => {
  throw new AppError(code, value, params);
};
