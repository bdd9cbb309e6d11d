import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notifyAfterCommit } from '../../lib/notify-after-commit.js';
import type { LedgerAccountKind, LedgerTransactionType } from '../../db/schema.ledger.js';

/** Kysely queries of the ledger; rules live in ledger.service.ts. `db` may be a transaction. */

export interface AccountRow {
  id: string;
  merchant_id: string;
  kind: LedgerAccountKind;
  member_id: string | null;
  wallet: string;
  currency: string;
  balance: string;
  version: string;
  allow_negative: boolean;
}
const accountColumns = [
  'id',
  'merchant_id',
  'kind',
  'member_id',
  'wallet',
  'currency',
  'balance',
  'version',
  'allow_negative',
] as const;

export async function sumOfShards(db: Db, merchantId: string, kind: LedgerAccountKind, wallet: string): Promise<string> {
  const r = await db
    .selectFrom('ledger_accounts')
    .select(sql<string>`COALESCE(sum(balance), 0)::text`.as('s'))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('wallet', '=', wallet)
    .where('member_id', 'is', null)
    .executeTakeFirstOrThrow();
  return r.s;
}

export async function getAccount(db: Db, merchantId: string, accountId: string) {
  return (await db
    .selectFrom('ledger_accounts')
    .select(accountColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', accountId)
    .executeTakeFirst()) as AccountRow | undefined;
}

/** The channel the wallet's balance push listens on (ledger_post notifies it); the payload is `<merchantId>:<memberId>`. */
export const LEDGER_MEMBER_CHANNEL = 'ledger_member';

/** For SQL that posts with p_notify false: the member's balance push, sent after the commit. */
export function balanceMovedAfterCommit(db: Db, merchantAndMember: string): void {
  notifyAfterCommit(db, LEDGER_MEMBER_CHANNEL, merchantAndMember);
}

export interface NewTransaction {
  merchantId: string;
  type: LedgerTransactionType;
  reference: string;
  idempotencyKey: string;
  currency: string;
  metadata: Record<string, unknown>;
}
/** A transaction as ledger_post and ledger_transaction_json answer it (ids and amounts as text). */
export interface TransactionJson {
  id: string;
  type: LedgerTransactionType;
  reference: string;
  idempotencyKey: string;
  currency: string;
  metadata: Record<string, unknown>;
  createdAt: string;
  replayed: boolean;
  postings: { accountId: string; amount: string; balanceAfter: string; accountVersion: string }[];
}
/** What ledger_post refuses with (nothing written). */
export interface PostRefusal {
  error: 'not_found' | 'validation_failed' | 'insufficient_funds';
  accountId?: string;
  balance?: string;
}

/** The get-or-create of ledger_account (see the ledger functions migration); undefined for an unknown merchant. */
export async function accountRow(
  db: Db,
  merchantId: string,
  kind: LedgerAccountKind,
  memberId: string | null,
  wallet: string,
  shard: number,
): Promise<AccountRow | undefined> {
  const r = await sql<AccountRow>`
    SELECT ${sql.join(accountColumns.map((c) => sql.ref(c)))}
    FROM ledger_account(${merchantId}::bigint, ${kind}::text, ${memberId}::bigint, ${wallet}::text, ${shard}::smallint)
    WHERE id IS NOT NULL`.execute(db);
  return r.rows[0];
}

/** The main-wallet accounts of many members of a merchant, by member id (members without one are absent). */
export async function memberAccountIds(db: Db, merchantId: string, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'member_id'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'member')
    .where('wallet', '=', 'MAIN')
    .where('member_id', 'in', memberIds)
    .execute();
  return new Map(rows.map((r) => [String(r.member_id), r.id]));
}

/**
 * Locks accounts in ascending id order (the order ledger_post locks in) and answers their
 * balances: for a caller whose amounts depend on a balance (a correction takes back at most what
 * the member holds), posted in the same transaction while the rows stay locked.
 */
export async function lockAccounts(db: Db, merchantId: string, accountIds: readonly string[]): Promise<Map<string, bigint>> {
  if (!accountIds.length) return new Map();
  const r = await sql<{ id: string; balance: string }>`
    SELECT id, balance FROM ledger_accounts
     WHERE merchant_id = ${merchantId} AND id = ANY(${[...new Set(accountIds)]}::bigint[])
     ORDER BY id FOR UPDATE`.execute(db);
  return new Map(r.rows.map((x) => [String(x.id), BigInt(x.balance)]));
}

/** One posting as one statement: ledger_post locks, checks, writes and notifies (see the migration). */
export async function postTransaction(
  db: Db,
  t: Omit<NewTransaction, 'currency'>,
  accountIds: string[],
  amounts: bigint[],
): Promise<TransactionJson | PostRefusal> {
  const r = await sql<{ r: TransactionJson | PostRefusal }>`
    SELECT ledger_post(${t.merchantId}::bigint, ${t.type}::text, ${t.reference}::text, ${t.idempotencyKey}::text,
      ${accountIds}::bigint[], ${amounts.map(String)}::bigint[], ${JSON.stringify(t.metadata)}::jsonb) AS r`.execute(db);
  return r.rows[0]!.r;
}

export async function transactionByKey(db: Db, merchantId: string, idempotencyKey: string): Promise<TransactionJson | undefined> {
  const r = await sql<{ r: TransactionJson }>`
    SELECT ledger_transaction_json(id, true) AS r FROM ledger_transactions
    WHERE merchant_id = ${merchantId} AND idempotency_key = ${idempotencyKey}`.execute(db);
  return r.rows[0]?.r;
}

/** Every wallet account of the member with its balance, MAIN first (the operator's member view). */
export async function memberWallets(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('ledger_accounts')
    .select(['wallet', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member')
    .orderBy(sql`wallet <> 'MAIN'`)
    .orderBy('wallet')
    .execute();
}

/** The member's vendor wallets (ledger accounts other than MAIN) holding money. */
export async function heldVendorWallets(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('ledger_accounts')
    .select('wallet')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member')
    .where('wallet', '<>', 'MAIN')
    .where('balance', '>', '0')
    .orderBy('wallet')
    .execute();
}

/** Many transactions in one statement (ledger_post_batch); answers how many were posted (replays excluded). */
export async function postBatch(
  db: Db,
  merchantId: string,
  txs: { type: LedgerTransactionType; reference: string; idempotencyKey: string }[],
  postings: { tx: number; accountId: string; amount: bigint }[],
): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT ledger_post_batch(${merchantId}::bigint, ${txs.map((t) => t.type)}::text[], ${txs.map((t) => t.reference)}::text[],
      ${txs.map((t) => t.idempotencyKey)}::text[], ${postings.map((p) => p.tx)}::int[],
      ${postings.map((p) => p.accountId)}::bigint[], ${postings.map((p) => p.amount.toString())}::bigint[]) AS n`.execute(db);
  return r.rows[0]!.n;
}
