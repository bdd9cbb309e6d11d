import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { API } from '@playhouse/contract';
import { affiliateApplicationAnswer, type affiliateApplicationBody } from '@playhouse/contract/agent';
import { parsedCall } from '../../lib/parsed-call';

export type AffiliateApplication = z.output<typeof affiliateApplicationBody>;

/**
 * POST API.agent.affiliateApplication: the member asks the operator to become an agent. The
 * answer is parsed here (the agent entry of the contract stays in the member centre's chunk).
 */
export function useApplyForAffiliate() {
  return useMutation({
    mutationFn: (body: AffiliateApplication) =>
      parsedCall(affiliateApplicationAnswer, API.agent.affiliateApplication, { method: 'POST', body }),
  });
}
