import type { z } from 'zod';
import { API, type loginBody, type LoginResult } from '@playhouse/contract';
import { call } from '../api-client';

export type LoginRequest = z.input<typeof loginBody>;

/** POST /wps/session/login, always in the encrypted envelope. */
export const login = (body: LoginRequest) => call<LoginResult>(API.session.login, { method: 'POST', body, encrypt: true });
