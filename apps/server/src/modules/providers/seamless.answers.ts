import { messageFor, statusOf, type ApiAnswer, type ErrorCode } from '@playhouse/contract';
import { type SeamlessAnswer, type SeamlessAuthAnswer } from '@playhouse/contract/server';

/** What a seamless call answers: an HTTP status and our envelope (the same in-process and over HTTP). */
export interface SeamlessResult {
  status: number;
  body: ApiAnswer<SeamlessAnswer | SeamlessAuthAnswer>;
}

export const success = (value: SeamlessAnswer | SeamlessAuthAnswer): SeamlessResult => ({
  status: 200,
  body: { success: true, value },
});

/** Providers get English messages: the code is what their systems read. */
export function failure(code: ErrorCode, value?: unknown): SeamlessResult {
  return {
    status: statusOf(code),
    body: { success: false, code, message: messageFor('EN', code), ...(value === undefined ? {} : { value }) },
  };
}
