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

export interface DownlineRow {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'locked' | 'disabled';
  level: number;
  team_size: string;
  direct_count: string;
  created_at: Date;
  last_login_at: Date | null;
}

/**
 * Members of `agentId`'s downline (depth ≥ 1), newest first: the direct downlines of `parentId`
 * (itself in the downline, or the agent), or the one of `username` (any case) at any depth.
 * Each with its level below the agent, team size and direct count (closure table ranges).
 */
export async function downlinePage(
  db: Db,
  merchantId: string,
  agentId: string,
  f: { parentId?: string; username?: string; ids?: string[] },
  limit: number,
  offset: number,
): Promise<{ rows: DownlineRow[]; total: number }> {
  const base = db
    .selectFrom('member_tree as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .where('t.merchant_id', '=', merchantId)
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '>=', 1)
    .$if(f.parentId !== undefined, (q) => q.where('m.upline_id', '=', f.parentId!))
    .$if(f.username !== undefined, (q) => q.where(sql<string>`lower(m.username)`, '=', f.username!.toLowerCase()))
    .$if(f.ids !== undefined, (q) => q.where('m.id', 'in', f.ids!.length ? f.ids! : ['0']));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'm.id',
        'm.username',
        'm.nickname',
        'm.type',
        'm.status',
        't.depth as level',
        'm.created_at',
        'm.last_login_at',
        sql<string>`(SELECT count(*) FROM member_tree x WHERE x.ancestor_id = m.id AND x.depth >= 1)`.as('team_size'),
        sql<string>`(SELECT count(*) FROM member_tree x WHERE x.ancestor_id = m.id AND x.depth = 1)`.as('direct_count'),
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { rows, total: Number(n) };
}

/**
 * An agent's affiliate (invitation) code; one is made and stored the first time an agent without
 * one asks (8 upper-case letters and digits, retried on the rare clash).
 */
export async function affiliateCodeOf(db: Db, merchantId: string, agentId: string, make: () => string): Promise<string> {
  const row = await db
    .selectFrom('members')
    .select('affiliate_code')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', agentId)
    .executeTakeFirstOrThrow();
  if (row.affiliate_code) return row.affiliate_code;
  for (let i = 0; ; i++) {
    const code = make();
    try {
      const r = await db
        .updateTable('members')
        .set({ affiliate_code: code })
        .where('merchant_id', '=', merchantId)
        .where('id', '=', agentId)
        .where('affiliate_code', 'is', null)
        .returning('affiliate_code')
        .executeTakeFirst();
      if (r?.affiliate_code) return r.affiliate_code;
      return affiliateCodeOf(db, merchantId, agentId, make); // set meanwhile by another call
    } catch (e) {
      if ((e as { code?: string }).code !== '23505' || i >= 4) throw e;
    }
  }
}

/** A member's profile basics for the agent centre (any status). */
export async function memberBasics(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'nickname', 'type', 'status', 'upline_id', 'created_at', 'last_login_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** The ids of a member's direct downlines (the agent rules compare their prize groups with its own). */
export const directDownlineIds = async (db: Db, merchantId: string, memberId: string): Promise<string[]> =>
  (
    await db.selectFrom('members').select('id').where('merchant_id', '=', merchantId).where('upline_id', '=', memberId).execute()
  ).map((r) => r.id);
