import { sql, type RawBuilder } from 'kysely';
import type { MemberSearchKey, MemberStatus } from '@playhouse/contract';
import type { Db } from '../../db/database.js';

/**
 * Finding members by one key, a page at a time, by cursor (keyset): no OFFSET and no count, so
 * a page costs the same on page 1 and page 1,000 of a million members. Each key has its index
 * (migration member_search_indexes): name prefixes walk (merchant, lower(name)) in byte order;
 * whole-value keys are few rows each, newest first.
 */

export interface MemberSearch {
  by: MemberSearchKey;
  q: string;
  status?: MemberStatus | undefined;
  /**
   * Only these members, found by another module: by bank, those who bound the account number;
   * online, those with a live session.
   */
  ids?: readonly string[] | undefined;
  /** After this row: [name, id] for name keys, [id] for the others. */
  after?: readonly string[] | undefined;
  limit: number;
}

export interface MemberSearchRow {
  id: string;
  username: string;
  nickname: string;
  type: number;
  status: MemberStatus;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  upline: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

const byName = (by: MemberSearchKey): by is 'username' | 'nickname' => by === 'username' || by === 'nickname';

/** LIKE's own characters in what an operator typed are literal. */
const likePrefix = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Names in byte order ("C"), as their indexes hold them: a prefix is one range of the index. */
const NAME = { username: sql`(lower(m.username) COLLATE "C")`, nickname: sql`(lower(m.nickname) COLLATE "C")` };

/** What each key matches, given a non-empty q (and, by bank, the members found by their account). */
const MATCH: Record<MemberSearchKey, (merchantId: string, q: string) => RawBuilder<unknown>> = {
  username: (_, q) => sql`${NAME.username} LIKE ${likePrefix(q)}`,
  nickname: (_, q) => sql`${NAME.nickname} LIKE ${likePrefix(q)}`,
  mobile: (_, q) => sql`m.mobile_num = ${q.replace(/\D/g, '')}`,
  // IS NOT NULL: the partial index's condition, which a match on lower(column) does not prove.
  email: (_, q) => sql`m.email IS NOT NULL AND lower(m.email) = ${q.toLowerCase()}`,
  affiliate: (_, q) => sql`m.affiliate_code IS NOT NULL AND lower(m.affiliate_code) = ${q.toLowerCase()}`,
  ip: (merchantId, q) =>
    sql`m.id IN (SELECT k.member_id FROM member_known_ips k WHERE k.merchant_id = ${merchantId} AND k.ip = ${q})`,
  device: (merchantId, q) =>
    sql`m.id IN (SELECT d.member_id FROM member_devices d WHERE d.merchant_id = ${merchantId} AND d.device_id = ${q})`,
  // The members who bound the account are the search's ids.
  bank: () => sql`TRUE`,
  upline: (merchantId, q) =>
    sql`m.upline_id = (SELECT a.id FROM members a WHERE a.merchant_id = ${merchantId} AND lower(a.username) = ${q.toLowerCase()})`,
};

/** What a search matches (its key's value, the other module's ids), before its status and paging. */
function matchOf(merchantId: string, s: Omit<MemberSearch, 'after' | 'limit'>) {
  const only = s.ids === undefined ? sql`TRUE` : s.ids.length ? sql`m.id = ANY(${s.ids}::bigint[])` : sql`FALSE`;
  return sql`${s.q ? MATCH[s.by](merchantId, s.q) : sql`TRUE`} AND ${only}`;
}

/** What the console counts of a search (lib/row-count.ts). */
export const memberCountQuery = (db: Db, merchantId: string, s: Omit<MemberSearch, 'after' | 'limit'>) =>
  sql`SELECT m.id FROM members m WHERE m.merchant_id = ${merchantId} AND ${matchOf(merchantId, s)} ${s.status ? sql`AND m.status = ${s.status}` : sql``}`.compile(
    db,
  );

export async function searchMembers(db: Db, merchantId: string, s: MemberSearch): Promise<MemberSearchRow[]> {
  const q = s.q;
  const name = s.by === 'nickname' ? NAME.nickname : NAME.username;
  const match = matchOf(merchantId, s);
  const named = byName(s.by) && q !== '';
  const [afterKey, afterId] = s.after ?? [];
  const after =
    s.after === undefined
      ? sql`TRUE`
      : named
        ? sql`(${name}, m.id) > (${afterKey ?? ''}, ${afterId ?? '0'}::bigint)`
        : sql`m.id < ${afterKey ?? '0'}::bigint`;
  const status = s.status ? sql`AND m.status = ${s.status}` : sql``;
  // A whole value (a mobile, an address, an upline's name) matches few rows (an upline's thousands
  // at most): they are found by their key's index first and sorted after, so no estimate can turn
  // the search into a walk of the whole merchant newest first, filtering.
  if (q && !named) {
    const r = await sql<MemberSearchRow>`
      WITH hits AS MATERIALIZED (
        SELECT m.id, m.username, m.nickname, m.type, m.status, m.mobile_num, m.country_dialing_code, m.email, m.upline_id, m.created_at, m.last_login_at
          FROM members m
         WHERE m.merchant_id = ${merchantId} AND ${match} AND ${after} ${status})
      SELECT h.id, h.username, h.nickname, h.type, h.status, h.mobile_num, h.country_dialing_code, h.email, u.username AS upline,
             h.created_at, h.last_login_at
        FROM hits h LEFT JOIN members u ON u.id = h.upline_id
       ORDER BY h.id DESC
       LIMIT ${s.limit}`.execute(db);
    return r.rows;
  }
  const r = await sql<MemberSearchRow>`
    SELECT m.id, m.username, m.nickname, m.type, m.status, m.mobile_num, m.country_dialing_code, m.email, u.username AS upline,
           m.created_at, m.last_login_at
      FROM members m LEFT JOIN members u ON u.id = m.upline_id
     WHERE m.merchant_id = ${merchantId} AND ${match} AND ${after} ${status}
     ORDER BY ${named ? sql`${name}, m.id` : sql`m.id DESC`}
     LIMIT ${s.limit}`.execute(db);
  return r.rows;
}

/** The cursor of the row after which the next page starts (see MemberSearch.after). */
export const cursorKeyOf = (by: MemberSearchKey, q: string, row: MemberSearchRow): string[] =>
  byName(by) && q !== '' ? [(by === 'nickname' ? row.nickname : row.username).toLowerCase(), row.id] : [row.id];

/** One member of the merchant, as the console's member view starts from. */
export async function memberForOperator(db: Db, merchantId: string, memberId: string): Promise<MemberSearchRow | undefined> {
  if (!/^\d{1,18}$/.test(memberId)) return undefined;
  const r = await sql<MemberSearchRow>`
    SELECT m.id, m.username, m.nickname, m.type, m.status, m.mobile_num, m.country_dialing_code, m.email, u.username AS upline,
           m.created_at, m.last_login_at
      FROM members m LEFT JOIN members u ON u.id = m.upline_id
     WHERE m.merchant_id = ${merchantId} AND m.id = ${memberId}`.execute(db);
  return r.rows[0];
}

/** An operator's password reset: the new password must be changed at the next sign-in. */
export async function setPasswordToChange(db: Db, merchantId: string, memberId: string, passwordHash: string) {
  await db
    .updateTable('members')
    .set({ password_hash: passwordHash, password_changed_at: new Date(), must_change_password: true })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
}

/**
 * Sets an operator-managed status (freeze: locked; unfreeze: active) on a member that is not
 * closed (disabled) and does not have it yet; answers the status it had, or undefined when
 * nothing changed (concurrent calls: one changes it, the others find it changed).
 */
export async function setMemberStatus(db: Db, merchantId: string, memberId: string, status: 'active' | 'locked') {
  const r = await sql<{ before: MemberStatus }>`
    UPDATE members m SET status = ${status}
      FROM (SELECT id, status FROM members
             WHERE merchant_id = ${merchantId} AND id = ${memberId} AND status NOT IN (${status}, 'disabled')
               FOR UPDATE) old
     WHERE m.id = old.id
    RETURNING old.status AS before`.execute(db);
  return r.rows[0]?.before;
}
