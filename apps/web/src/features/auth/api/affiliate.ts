import type { z } from 'zod';
import { API, type affiliateAnswer } from '@playhouse/contract';
import { call } from '../../../lib/api-client';

export type AffiliateCheck = z.infer<typeof affiliateAnswer>;

/** GET /wps/agent/affiliate: fails with invalid_invitation_code for an unknown code. */
export const checkAffiliate = (code: string) => call(API.agent.affiliate, { query: { code, domain: window.location.hostname } });
