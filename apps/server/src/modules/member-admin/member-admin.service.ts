import {
  COUNT_EXACT_UP_TO,
  maskEmail,
  maskMobile,
  type OpsMemberDetail,
  type OpsMemberPage,
  type OpsMemberQuery,
} from '@playhouse/contract';
import { countOrEstimate } from '../../lib/row-count.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { memberWallets } from '../ledger/index.js';
import {
  cursorKeyOf,
  memberCountQuery,
  memberForOperator,
  searchMembers,
  setMemberStatus,
  setPasswordToChange,
  uplineChain,
  type MemberSearchRow,
} from '../member/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { liftLoginLock } from '../account/index.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { membersByAccountNumber } from '../payments/index.js';
import { onlineMemberIds, openSessionCount, revokeAllSessions } from '../session/index.js';
import { tagsOf } from './notes.repository.js';
import { memberGroup } from '../lottery/index.js';

/** The operator console's member work: find, look at, freeze and unfreeze (every change audited). */

const rowOf = (m: MemberSearchRow) => ({
  id: m.id,
  username: m.username,
  nickname: m.nickname,
  type: m.type,
  status: m.status,
  mobile: maskMobile(m.mobile_num),
  email: maskEmail(m.email),
  upline: m.upline,
  createdAt: iso(m.created_at)!,
  lastLoginAt: iso(m.last_login_at),
});

/** A cursor is opaque to the console: the last row's sort key, base64url JSON. */
const encodeCursor = (key: string[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor(cursor: string | undefined): string[] | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length >= 1 && key.length <= 2 && key.every((k) => typeof k === 'string' && k.length <= 64)) {
      const id = key.at(-1) as string;
      if (/^\d{1,18}$/.test(id)) return key as string[];
    }
  } catch {
    // fall through: a cursor this server did not make
  }
  throw new AppError('validation_failed', [{ field: 'cursor', key: 'validation_failed', params: { detail: 'unknown cursor' } }]);
}

/** The online filter lists at most this many members, the newest. */
const ONLINE_LIST_MAX = 10_000;

/**
 * The members another module names for the query, if any: a bank account belongs to payments,
 * a live session to sessions; they name the members, the search pages them.
 */
async function namedMembers(
  db: Db,
  merchantId: string,
  query: Pick<OpsMemberQuery, 'by' | 'q' | 'online'>,
): Promise<string[] | undefined> {
  const bank = query.by === 'bank' && query.q ? await membersByAccountNumber(db, merchantId, query.q) : undefined;
  if (query.online !== 'true') return bank;
  const online = await onlineMemberIds(db, merchantId, ONLINE_LIST_MAX);
  return bank ? online.filter((id) => bank.includes(id)) : online;
}

/** How many members a search matches: exact up to COUNT_EXACT_UP_TO, estimated beyond (lib/row-count.ts). */
export async function countMembers(db: Db, op: MerchantOperator, query: Omit<OpsMemberQuery, 'cursor' | 'limit'>) {
  const s = { by: query.by, q: query.q, status: query.status, ids: await namedMembers(db, op.merchant.id, query) };
  return countOrEstimate(db, memberCountQuery(db, op.merchant.id, s), COUNT_EXACT_UP_TO);
}

export async function findMembers(db: Db, op: MerchantOperator, query: OpsMemberQuery): Promise<OpsMemberPage> {
  const rows = await searchMembers(db, op.merchant.id, {
    by: query.by,
    q: query.q,
    ids: await namedMembers(db, op.merchant.id, query),
    status: query.status,
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(rowOf),
    next: rows.length > query.limit && last ? encodeCursor(cursorKeyOf(query.by, query.q, last)) : null,
  };
}

/** The member of the acting merchant, or not_found. */
export async function memberOf(db: Db, op: MerchantOperator, memberId: string): Promise<MemberSearchRow> {
  const m = await memberForOperator(db, op.merchant.id, memberId);
  if (!m) throw new AppError('not_found');
  return m;
}

export async function memberDetail(db: Db, op: MerchantOperator, memberId: string): Promise<OpsMemberDetail> {
  const m = await memberOf(db, op, memberId);
  const [path, wallets, activeSessions, tags, group] = await Promise.all([
    uplineChain(db, op.merchant.id, m.id),
    memberWallets(db, op.merchant.id, m.id),
    openSessionCount(db, op.merchant.id, m.id),
    tagsOf(db, op.merchant.id, m.id),
    memberGroup(db, op.merchant.id, m.id),
  ]);
  return {
    ...rowOf(m),
    agentPath: path.map((a) => ({ id: a.id, username: a.username })),
    balances: wallets.map((w) => ({ wallet: w.wallet, balance: String(w.balance) })),
    activeSessions,
    tags,
    prizeGroup: group.own,
  };
}

/**
 * Freeze (locked) or unfreeze (active), with the reason in the audit trail. A frozen member's
 * sessions end at once, and its game sessions with them; sign-in then answers contact_agent.
 * A closed (disabled) account is neither frozen nor unfrozen here. Setting the status it has
 * already changes nothing and writes nothing.
 */
export async function setFrozen(db: Db, op: MerchantOperator, memberId: string, frozen: boolean, reason: string) {
  const m = await memberOf(db, op, memberId);
  if (m.status === 'disabled') throw new AppError('forbidden');
  const status = frozen ? 'locked' : 'active';
  await db.transaction().execute(async (trx) => {
    const before = await setMemberStatus(trx, op.merchant.id, m.id, status);
    if (before === undefined) return;
    if (frozen) await revokeAllSessions(trx, op.merchant.id, m.id);
    await appendAudit(trx, op, {
      action: frozen ? 'member.freeze' : 'member.unfreeze',
      targetType: 'member',
      targetId: m.id,
      before: { status: before },
      after: { status, reason },
    });
  });
  return memberDetail(db, op, memberId);
}

/** The member actions of the console beside freezing: each with its reason in the audit trail. */
export type MemberAction = 'endSessions' | 'unlock' | 'resetPassword';

const ACTION_AUDIT: Record<MemberAction, string> = {
  endSessions: 'member.sessions_ended',
  unlock: 'member.sign_in_unlocked',
  resetPassword: 'member.password_reset',
};

/**
 * End every session (and with them the game sessions); clear the failed sign-ins (the captcha and
 * a merchant's hard lock they brought); or reset the password to the merchant's default password,
 * which the member must change at its next sign-in (its sessions end and its sign-in is unlocked:
 * a reset proves nothing, but the operator checked who asked).
 */
export async function memberAction(db: Db, op: MerchantOperator, memberId: string, action: MemberAction, reason: string) {
  const m = await memberOf(db, op, memberId);
  const hash = action === 'resetPassword' ? await hashPassword(op.settings.defaultPassword) : null;
  await db.transaction().execute(async (trx) => {
    if (hash) await setPasswordToChange(trx, op.merchant.id, m.id, hash);
    if (action !== 'unlock') await revokeAllSessions(trx, op.merchant.id, m.id);
    if (action !== 'endSessions') await liftLoginLock(trx, op.merchant.id, m);
    await appendAudit(trx, op, { action: ACTION_AUDIT[action], targetType: 'member', targetId: m.id, after: { reason } });
  });
  return memberDetail(db, op, memberId);
}
