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

/**
 * The closure table (member_tree, kept by triggers on members.upline_id): is `memberId` in
 * `agentId`'s downline at any depth ≥ 1 (`orSelf`: depth 0 counts too)?
 */
export async function isInDownline(
  db: Db,
  merchantId: string,
  agentId: string,
  memberId: string,
  o: { orSelf?: boolean } = {},
): Promise<boolean> {
  if (!/^\d{1,18}$/.test(memberId)) return false;
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('merchant_id', '=', merchantId)
    .where('ancestor_id', '=', agentId)
    .where('member_id', '=', memberId)
    .where('depth', '>=', o.orSelf ? 0 : 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many members are under the agent at any depth (itself not counted). */
export async function downlineCount(db: Db, merchantId: string, agentId: string): Promise<number> {
  const r = await db
    .selectFrom('member_tree')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('ancestor_id', '=', agentId)
    .where('depth', '>=', 1)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The upline chain of a member, nearest first, up to and including `topId` (or the root). */
export async function uplineChain(db: Db, merchantId: string, memberId: string, topId?: string) {
  const rows = await db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.ancestor_id')
    .select(['m.id', 'm.username', 'm.type', 't.depth'])
    .where('t.merchant_id', '=', merchantId)
    .where('t.member_id', '=', memberId)
    .where('t.depth', '>=', 1)
    .orderBy('t.depth')
    .execute();
  const cut = topId === undefined ? rows.length : rows.findIndex((r) => r.id === topId) + 1;
  return rows.slice(0, cut > 0 ? cut : rows.length);
}

/**
 * Moves a member (and its whole team) under a new upline. The trigger refuses a loop (the new
 * upline inside the member's own team) with SQLSTATE PH409; this answers 'loop' then.
 */
export async function moveMember(
  db: Db,
  merchantId: string,
  memberId: string,
  uplineId: string | null,
): Promise<'moved' | 'loop' | 'not_found'> {
  try {
    const r = await db
      .updateTable('members')
      .set({ upline_id: uplineId })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', memberId)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n ? 'moved' : 'not_found';
  } catch (e) {
    if ((e as { code?: string }).code === 'PH409') return 'loop';
    if ((e as { code?: string }).code === '23503') return 'not_found';
    throw e;
  }
}
