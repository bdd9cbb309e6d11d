import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Queries of audit_log. Rows are only ever inserted: the database numbers, links and hashes
 * them (trigger audit_log_chain) and refuses UPDATE, DELETE and TRUNCATE.
 */

export interface AuditInsert {
  actorKind: 'user' | 'key' | 'system';
  operatorId: string | null;
  keyId: string | null;
  actorName: string;
  role: string | null;
  merchantId: string | null;
  ip: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

/** JSON text for a jsonb column: bigints become strings; undefined becomes SQL NULL. */
const json = (v: unknown): string | null =>
  v === undefined || v === null ? null : JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));

export async function insertAudit(db: Db, a: AuditInsert): Promise<{ id: string; seq: string }> {
  return db
    .insertInto('audit_log')
    .values({
      actor_kind: a.actorKind,
      operator_id: a.operatorId,
      key_id: a.keyId,
      actor_name: a.actorName,
      role: a.role,
      merchant_id: a.merchantId,
      ip: a.ip,
      action: a.action,
      target_type: a.targetType,
      target_id: a.targetId,
      before: json(a.before),
      after: json(a.after),
    })
    .returning(['id', 'seq'])
    .executeTakeFirstOrThrow();
}

export interface AuditFilter {
  /** Only this merchant's rows; undefined: every row (platform operators). */
  merchantId?: string | undefined;
  operatorId?: string | undefined;
  keyId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * A page of the trail, newest first by seq (keyset: rows before `before`), each row with
 * `intact`: its content still hashes to its hash and it links to the row before it in the chain
 * shown (its merchant's when the list is one merchant's, else the global one). A page all intact
 * is the range's "chain verified" mark.
 */
/** The entries a filter names, before paging (the page and the list's count share it). */
function auditFiltered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log as a').leftJoin('merchants as m', 'm.id', 'a.merchant_id');
  if (f.merchantId !== undefined) q = q.where('a.merchant_id', '=', f.merchantId);
  if (f.operatorId) q = q.where('a.operator_id', '=', f.operatorId);
  if (f.keyId) q = q.where('a.key_id', '=', f.keyId);
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.targetType) q = q.where('a.target_type', '=', f.targetType);
  if (f.targetId) q = q.where('a.target_id', '=', f.targetId);
  if (f.from) q = q.where('a.created_at', '>=', f.from);
  if (f.to) q = q.where('a.created_at', '<', f.to);
  return q;
}

/** What the console counts of the audit list (lib/row-count.ts). */
export const auditCountQuery = (db: Db, f: AuditFilter) => auditFiltered(db, f).select('a.id').compile();

export async function pageOfAudit(db: Db, f: AuditFilter, p: { after?: string | undefined; oldest?: boolean; limit: number }) {
  let q = auditFiltered(db, f);
  if (p.after) q = q.where('a.seq', p.oldest ? '>' : '<', p.after);
  const zero = Buffer.alloc(32);
  const link =
    f.merchantId !== undefined
      ? sql<boolean>`audit_merchant_hash(a) = a.merchant_hash AND a.merchant_prev_hash = COALESCE(
          (SELECT b.merchant_hash FROM audit_log b WHERE b.merchant_id = a.merchant_id AND b.merchant_seq = a.merchant_seq - 1), ${zero})`
      : sql<boolean>`a.prev_hash = COALESCE((SELECT b.hash FROM audit_log b WHERE b.seq = a.seq - 1), ${zero})`;
  return q
    .selectAll('a')
    .select('m.code as merchant_code')
    .select(sql<boolean>`audit_row_hash(a) = a.hash AND ${link}`.as('intact'))
    .orderBy('a.seq', p.oldest ? 'asc' : 'desc')
    .limit(p.limit + 1)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof pageOfAudit>>[number];

export interface ChainLink {
  id: string;
  /** The row's number in the chain walked (global, or its merchant's). */
  seq: string;
  prev_hash: Buffer;
  hash: Buffer;
  /** The hash recomputed from the row as stored now. */
  computed: Buffer;
}

/** One slice of the global chain in order, each row's hash recomputed by the same SQL function the trigger used. */
export async function chainSlice(db: Db, afterSeq: string, limit: number): Promise<ChainLink[]> {
  const r = await sql<ChainLink>`
    SELECT a.id, a.seq, a.prev_hash, a.hash, audit_row_hash(a) AS computed
    FROM audit_log a WHERE a.seq > ${afterSeq} ORDER BY a.seq LIMIT ${limit}`.execute(db);
  return r.rows;
}

/**
 * One slice of a merchant's own chain in its order. A row counts as intact when its content
 * still hashes to its row hash and its merchant link hashes right: `computed` is the merchant
 * link recomputed over the row's content as stored now (a changed row gives another value).
 */
export async function merchantChainSlice(db: Db, merchantId: string, afterSeq: string, limit: number): Promise<ChainLink[]> {
  const r = await sql<ChainLink>`
    SELECT a.id, a.merchant_seq AS seq, a.merchant_prev_hash AS prev_hash, a.merchant_hash AS hash,
           audit_merchant_hash(a) AS computed, audit_row_hash(a) = a.hash AS content_ok
      FROM audit_log a
     WHERE a.merchant_id = ${merchantId} AND a.merchant_seq > ${afterSeq}
     ORDER BY a.merchant_seq LIMIT ${limit}`.execute(db);
  return r.rows.map((row) => {
    const { content_ok, ...link } = row as ChainLink & { content_ok: boolean };
    // A row whose content no longer matches its row hash is broken whatever its merchant link says.
    return content_ok ? link : { ...link, computed: Buffer.alloc(0) };
  });
}
