import { sql } from 'kysely';
import { AGENT_TYPES } from '@playhouse/contract';
import type { Db } from '../../db/database.js';

/** The active agent (types 1, 2, 41, 42) owning an affiliate code in this merchant; codes match case-insensitively. */
export async function findAgentByAffiliateCode(db: Db, merchantId: string, code: string) {
  return db
    .selectFrom('members')
    .select(['id', 'nickname'])
    .where('merchant_id', '=', merchantId)
    .where(sql`lower(affiliate_code)`, '=', code.toLowerCase())
    .where('type', 'in', [...AGENT_TYPES])
    .where('status', '=', 'active')
    .executeTakeFirst();
}
