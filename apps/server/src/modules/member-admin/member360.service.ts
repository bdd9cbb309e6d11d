import type {
  OpsBalanceExplained,
  OpsLedgerPage,
  OpsLedgerQuery,
  OpsMemberLogins,
  OpsMemberNote,
  OpsMemberRevealed,
} from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { memberChallenges } from '../account/index.js';
import { walletByType, walletPostings } from '../ledger/index.js';
import { devicesOf, knownIpsOf, personalDataOf } from '../member/index.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { memberSessions } from '../session/index.js';
import { memberOf } from './member-admin.service.js';
import { insertNote, notesOf, replaceTags, tagsOf, type NoteRow } from './notes.repository.js';

/** The member view's tabs beyond the profile: the ledger, sign-ins, notes and tags, personal data revealed. */

export async function memberLedger(db: Db, op: MerchantOperator, memberId: string, q: OpsLedgerQuery): Promise<OpsLedgerPage> {
  const m = await memberOf(db, op, memberId);
  const page = await walletPostings(db, op.merchantId, m.id, q.wallet, { before: q.cursor, limit: q.limit });
  if (!page) throw new AppError('not_found');
  const rows = page.rows.slice(0, q.limit);
  return {
    wallet: q.wallet,
    balance: page.balance,
    rows: rows.map((p) => ({
      id: p.id,
      at: iso(p.created_at)!,
      type: p.type,
      reference: p.reference,
      amount: p.amount,
      balanceAfter: p.balance_after,
    })),
    next: page.rows.length > q.limit ? rows[rows.length - 1]!.id : null,
  };
}

/** The balance as the sum of every posting of the wallet, by transaction type. */
export async function explainBalance(
  db: Db,
  op: MerchantOperator,
  memberId: string,
  wallet: string,
): Promise<OpsBalanceExplained> {
  const m = await memberOf(db, op, memberId);
  const sums = await walletByType(db, op.merchantId, m.id, wallet);
  if (!sums) throw new AppError('not_found');
  const sum = sums.rows.reduce((n, r) => n + BigInt(r.total), 0n);
  return {
    wallet,
    balance: sums.balance,
    postings: sums.rows.reduce((n, r) => n + Number(r.n), 0),
    sum: String(sum),
    matches: sum === BigInt(sums.balance),
    byType: sums.rows.map((r) => ({ type: r.type, count: Number(r.n), sum: r.total })),
  };
}

const LATEST = 50;

export async function memberLogins(db: Db, op: MerchantOperator, memberId: string): Promise<OpsMemberLogins> {
  const m = await memberOf(db, op, memberId);
  const [sessions, ips, devices, checks] = await Promise.all([
    memberSessions(db, op.merchantId, m.id, LATEST),
    knownIpsOf(db, op.merchantId, m.id, LATEST),
    devicesOf(db, op.merchantId, m.id, LATEST),
    memberChallenges(db, op.merchantId, m.id, LATEST),
  ]);
  const now = Date.now();
  return {
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: iso(s.created_at)!,
      lastSeenAt: iso(s.last_seen_at)!,
      ip: s.ip,
      userAgent: s.user_agent,
      method: s.method,
      state: s.revoked_at !== null ? 'ended' : new Date(s.expires_at).getTime() <= now ? 'expired' : 'live',
    })),
    ips: ips.map((i) => ({ ip: i.ip, firstSeenAt: iso(i.first_seen_at)! })),
    devices: devices.map((d) => ({
      deviceId: d.device_id,
      firstSeenAt: iso(d.first_seen_at)!,
      lastSeenAt: iso(d.last_seen_at)!,
    })),
    verifications: checks.map((c) => ({
      createdAt: iso(c.created_at)!,
      ip: c.ip,
      methods: c.methods,
      passedAt: iso(c.passed_at),
    })),
  };
}

const noteOf = (n: NoteRow): OpsMemberNote => ({ id: n.id, text: n.body, author: n.author_name, at: iso(n.created_at)! });

export async function memberNotes(db: Db, op: MerchantOperator, memberId: string): Promise<OpsMemberNote[]> {
  const m = await memberOf(db, op, memberId);
  return (await notesOf(db, op.merchantId, m.id, 200)).map(noteOf);
}

/** A note, written once under the operator's name; the audit trail has it too. */
export async function addNote(db: Db, op: MerchantOperator, memberId: string, text: string): Promise<OpsMemberNote> {
  const m = await memberOf(db, op, memberId);
  return db.transaction().execute(async (trx) => {
    const note = await insertNote(trx, {
      merchantId: op.merchantId,
      memberId: m.id,
      body: text,
      authorKind: op.kind,
      authorId: op.id,
      authorName: op.name,
    });
    await appendAudit(trx, op, { action: 'member.note', targetType: 'member', targetId: m.id, after: { note: note.id, text } });
    return noteOf(note);
  });
}

export async function setTags(db: Db, op: MerchantOperator, memberId: string, tags: string[], reason?: string) {
  const m = await memberOf(db, op, memberId);
  return db.transaction().execute(async (trx) => {
    const before = await tagsOf(trx, op.merchantId, m.id);
    await replaceTags(trx, op.merchantId, m.id, tags);
    if (before.join() !== tags.join())
      await appendAudit(trx, op, {
        action: 'member.tags',
        targetType: 'member',
        targetId: m.id,
        before: { tags: before },
        after: { tags, ...(reason ? { reason } : {}) },
      });
    return { tags };
  });
}

/** The personal data whole, for an operator who may see it; who saw what, when and why goes to the audit trail first. */
export async function revealMember(db: Db, op: MerchantOperator, memberId: string, reason: string): Promise<OpsMemberRevealed> {
  const m = await memberOf(db, op, memberId);
  const p = await personalDataOf(db, op.merchantId, m.id);
  if (!p) throw new AppError('not_found');
  await appendAudit(db, op, {
    action: 'member.reveal',
    targetType: 'member',
    targetId: m.id,
    after: { fields: ['mobile', 'email', 'payeeName'], reason },
  });
  return {
    mobile: p.mobile_num === null ? null : `${p.country_dialing_code ? `+${p.country_dialing_code} ` : ''}${p.mobile_num}`,
    email: p.email,
    payeeName: p.payee_name,
  };
}
