import { sql } from 'kysely';
import { AGENT_TYPES } from '@playhouse/contract';
import type { Db } from '../../db/database.js';

/** The agent hierarchy on members: uplines, downlines and affiliate codes. */

/**
 * The member's upline and direct downlines (active ones): the only members transferUpline reaches.
 * `username` (lower case) narrows them to the one of that name (any case), as login matches it.
 */
export async function relativesOf(db: Db, merchantId: string, memberId: string, username?: string) {
  const me = await db
    .selectFrom('members')
    .select('upline_id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  const uplineId = me?.upline_id ?? null;
  return db
    .selectFrom('members')
    .select(['id', 'username', 'nickname', 'type', 'upline_id'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'active')
    .where('id', '<>', memberId)
    .where((eb) => eb.or([eb('upline_id', '=', memberId), ...(uplineId ? [eb('id', '=', uplineId)] : [])]))
    .$if(username !== undefined, (q) => q.where(sql<string>`lower(username)`, '=', username!))
    .orderBy('username')
    .execute();
}

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
