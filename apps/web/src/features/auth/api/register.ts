import type { z } from 'zod';
import { API, type RegisterMode, type registerBody } from '@playhouse/contract';
import { call } from '../../../lib/api-client';

export type RegisterRequest = z.input<typeof registerBody>;
export type { RegisterMode };

/** POST /wps/member/register or /register/mobile, encrypted; the answer signs the user in. */
export const registerMember = (mode: RegisterMode, body: RegisterRequest) =>
  call(mode === 'mobile' ? API.member.registerMobile : API.member.register, { method: 'POST', body, encrypt: true });
