import { COUNT_EXACT_UP_TO, type AuditEntry, type AuditPage, type AuditQuery } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { iso } from '../../core/page.js';
import {
  auditCountQuery,
  chainSlice,
  insertAudit,
  merchantChainSlice,
  pageOfAudit,
  type AuditRow,
  type ChainLink,
} from './audit.repository.js';
import { countOrEstimate } from '../../lib/row-count.js';
import type { ActingOperator } from './operator.context.js';

/**
 * The audit trail: one row per operator action or manual money decision, written with
 * appendAudit() inside the action's own transaction (so a rolled-back action leaves no row and
 * a committed one always has its row). Two chains run through it: the global one, and one per
 * merchant (platform-level rows have theirs). A merchant's operators verify their merchant's
 * chain, so what they see counts and moves only with their merchant's entries; a platform
 * operator verifies the global chain, or the chain of the merchant it names.
 */

export interface AuditRecord {
  action: string;
  targetType?: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  /** The merchant the action concerns; defaults to the operator's merchant of the call. */
  merchantId?: string | null;
}

/** Appends one row for `op`. Call it last in the action's transaction: it holds the chain's lock until commit. */
export async function appendAudit(db: Db, op: ActingOperator, r: AuditRecord): Promise<void> {
  await insertAudit(db, {
    actorKind: op.kind,
    operatorId: op.kind === 'user' ? op.id : null,
    keyId: op.kind === 'key' ? op.id : null,
    actorName: op.name,
    role: op.role,
    merchantId: r.merchantId !== undefined ? r.merchantId : (op.merchant?.id ?? op.home?.id ?? null),
    ip: op.ip,
    action: r.action,
    targetType: r.targetType ?? null,
    targetId: r.targetId ?? null,
    before: r.before,
    after: r.after,
  });
}

/** A row for an event without a signed-in actor (e.g. a failed login of a known operator). */
export async function appendSystemAudit(
  db: Db,
  r: AuditRecord & { operatorId: string | null; actorName: string; role: string | null; ip: string | null },
): Promise<void> {
  await insertAudit(db, {
    actorKind: r.operatorId ? 'user' : 'system',
    operatorId: r.operatorId,
    keyId: null,
    actorName: r.actorName,
    role: r.role,
    merchantId: r.merchantId ?? null,
    ip: r.ip,
    action: r.action,
    targetType: r.targetType ?? null,
    targetId: r.targetId ?? null,
    before: r.before,
    after: r.after,
  });
}

function entry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    seq: row.seq,
    at: iso(row.created_at)!,
    actor: { kind: row.actor_kind, id: row.operator_id ?? row.key_id, name: row.actor_name },
    role: row.role,
    merchant: row.merchant_code ?? null,
    ip: row.ip,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    hash: row.hash.toString('hex'),
    intact: row.intact,
  };
}

/**
 * The rows the operator may see, newest first by cursor: a platform operator all (or the
 * merchant it names), others their merchant's. Each row says whether it is intact in the chain
 * shown; `chainVerified` is true when every row of the page is.
 */
const filterOf = (op: ActingOperator, q: Omit<AuditQuery, 'cursor' | 'limit'>) => ({
  merchantId: op.home ? op.home.id : op.merchant?.id,
  operatorId: q.operatorId,
  keyId: q.keyId,
  action: q.action,
  targetType: q.targetType,
  targetId: q.targetId,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});

/** How many entries the operator's filter matches: exact up to COUNT_EXACT_UP_TO, estimated beyond. */
export const auditCount = (db: Db, op: ActingOperator, q: Omit<AuditQuery, 'cursor' | 'limit'>) =>
  countOrEstimate(db, auditCountQuery(db, filterOf(op, q)), COUNT_EXACT_UP_TO);

export async function auditPage(db: Db, op: ActingOperator, q: AuditQuery): Promise<AuditPage> {
  const rows = await pageOfAudit(db, filterOf(op, q), { after: q.cursor, oldest: q.sort === 'oldest', limit: q.limit });
  const page = rows.slice(0, q.limit);
  return {
    rows: page.map(entry),
    next: rows.length > q.limit ? page[page.length - 1]!.seq : null,
    chain: op.home?.code ?? op.merchant?.code ?? 'all',
    chainVerified: page.every((r) => r.intact),
  };
}

const ZERO = Buffer.alloc(32);
const SLICE = 1000;

type Slice = (afterSeq: string, limit: number) => Promise<ChainLink[]>;

/**
 * Walks a chain in order: each row's hash over its content and the previous row's hash, its link
 * to the previous row, and gap-free numbering (a deleted row breaks the link of the next).
 * Answers the first broken row.
 */
async function walk(chain: string, slice: Slice) {
  let prev: Buffer = ZERO;
  let lastSeq = '0';
  let checked = 0;
  const head = () => (checked === 0 ? null : { seq: lastSeq, hash: prev.toString('hex') });
  for (;;) {
    const links = await slice(lastSeq, SLICE);
    for (const link of links) {
      checked++;
      const broken = (reason: 'hash' | 'link' | 'sequence') => ({
        chain,
        valid: false,
        checked,
        firstBroken: { id: link.id, seq: link.seq, reason },
        head: null,
      });
      if (BigInt(link.seq) !== BigInt(lastSeq) + 1n) return broken('sequence');
      if (!link.prev_hash.equals(prev)) return broken('link');
      if (!link.hash.equals(link.computed)) return broken('hash');
      prev = link.hash;
      lastSeq = link.seq;
    }
    if (links.length < SLICE) return { chain, valid: true, checked, firstBroken: null, head: head() };
  }
}

/** The chain the caller may verify: a merchant's own (its operators, or a platform operator naming it), else the global one. */
export async function verifyAudit(db: Db, op: ActingOperator) {
  const merchant = op.home ?? op.merchant;
  if (merchant) return walk(merchant.code, (after, limit) => merchantChainSlice(db, merchant.id, after, limit));
  return walk('all', (after, limit) => chainSlice(db, after, limit));
}
