import type { z } from 'zod';
import { API, type passwordResetBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';

/** POST /wps/member/password/reset with the token of the e-mailed link, encrypted. */
export const resetPassword = (body: z.input<typeof passwordResetBody>) =>
  call(API.member.passwordReset, { method: 'POST', body, encrypt: true });
