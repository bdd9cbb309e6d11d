import type { z } from 'zod';
import { API, type passwordEmailBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';

/** POST /wps/member/password/email, form-urlencoded (§7): mails a single-use reset link. */
export const sendResetEmail = (body: z.input<typeof passwordEmailBody>) =>
  call(API.member.passwordEmail, { method: 'POST', body, form: true });
