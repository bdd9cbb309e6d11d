import type { z } from 'zod';
import { API, type changePasswordBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';

/** PUT /wps/member/password, encrypted; the answer carries a new token (old ones are revoked). */
export const changePassword = (body: z.input<typeof changePasswordBody>) =>
  call(API.member.password, { method: 'PUT', body, encrypt: true });
