import type { z } from 'zod';
import { API, type passwordVerificationBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';

/** POST /wps/member/password/verification: new password by mobile + sms code; signs the user in. */
export const resetPasswordByMobile = (body: z.input<typeof passwordVerificationBody>) =>
  call(API.member.passwordVerification, { method: 'POST', body, encrypt: true });
