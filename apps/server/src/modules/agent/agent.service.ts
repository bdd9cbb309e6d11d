import type { Db } from '../../db/database.js';
import { throttle } from '../../lib/rate-limit.js';
import type { Merchant } from '../merchant/index.js';
import { agentOfInvitation } from '../member/index.js';

/** Checks per IP per 5 minutes (the too_many_requests wait): enough for people, too few to walk the code space. */
const CHECKS_PER_IP = 30;

/**
 * GET /wps/agent/affiliate: is the code from a link valid here? `domain` (the page's host)
 * is accepted for compatibility; the merchant is already resolved from the request.
 */
export async function checkAffiliate(db: Db, merchant: Merchant, ip: string, code: string) {
  await throttle(db, [{ key: `affiliate:ip:${merchant.id}:${ip}`, most: CHECKS_PER_IP }]);
  const agent = await agentOfInvitation(db, merchant.id, code);
  return { valid: true as const, agentName: agent.nickname };
}
