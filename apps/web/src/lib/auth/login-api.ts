import type { z } from 'zod';
import { API, type loginBody } from '@playhouse/contract';
import { call } from '../api-client';

export type LoginRequest = z.input<typeof loginBody>;

/** POST /wps/session/login, always in the encrypted envelope. */
export const login = (body: LoginRequest) => call(API.session.login, { method: 'POST', body, encrypt: true });
