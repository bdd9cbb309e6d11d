import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { findAgentByAffiliateCode } from './member-hierarchy.repository.js';

/** The agent id behind an invitation (affiliate or referral) code, or invalid_invitation_code. */
export async function agentOfInvitation(db: Db, merchantId: string, code: string): Promise<{ id: string; nickname: string }> {
  const trimmed = code.trim();
  const agent = trimmed ? await findAgentByAffiliateCode(db, merchantId, trimmed) : undefined;
  if (!agent) throw new AppError('invalid_invitation_code');
  return agent;
}
