import type { z } from 'zod';
import { API, type captchaAnswer } from '@playhouse/contract';
import { call } from '../api-client';

export type Captcha = z.infer<typeof captchaAnswer>;

/** GET /wps/captcha: a single-use image bound to captchaId. */
export const fetchCaptcha = () => call(API.captcha);
