import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
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

export async function findAccount(
  db: Db,
  merchantId: string,
  kind: LedgerAccountKind,
  memberId: string | null,
  wallet: string,
  shard = 0,
) {
  let q = db
    .selectFrom('ledger_accounts')
    .select(accountColumns)
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('wallet', '=', wallet)
    .where('shard', '=', shard);
  q = memberId === null ? q.where('member_id', 'is', null) : q.where('member_id', '=', memberId);
  return (await q.executeTakeFirst()) as AccountRow | undefined;
}

/** Inserts unless it exists (a concurrent creator wins quietly); the account's currency is the merchant's. */
export async function insertAccountIfMissing(
  db: Db,
  merchantId: string,
  kind: LedgerAccountKind,
  memberId: string | null,
  wallet: string,
  allowNegative: boolean,
  shard = 0,
): Promise<void> {
  await sql`
    INSERT INTO ledger_accounts (merchant_id, kind, member_id, wallet, currency, allow_negative, shard)
    SELECT m.id, ${kind}, ${memberId}, ${wallet}, m.currency, ${allowNegative}, ${shard} FROM merchants m WHERE m.id = ${merchantId}
    ON CONFLICT DO NOTHING`.execute(db);
}

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

/** Locks the accounts in ascending id order (ORDER BY runs below the row locks), so no deadlocks. */
export async function lockAccounts(db: Db, merchantId: string, accountIds: string[]): Promise<AccountRow[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(accountColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', accountIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows as AccountRow[];
}

export interface NewTransaction {
  merchantId: string;
  type: LedgerTransactionType;
  reference: string;
  idempotencyKey: string;
  currency: string;
  metadata: Record<string, unknown>;
}
const transactionColumns = [
  'id',
  'merchant_id',
  'type',
  'reference',
  'idempotency_key',
  'currency',
  'metadata',
  'created_at',
] as const;

/** Inserts the transaction, or nothing when its idempotency key exists (waits for a concurrent inserter). */
export async function insertTransaction(db: Db, t: NewTransaction) {
  return db
    .insertInto('ledger_transactions')
    .values({
      merchant_id: t.merchantId,
      type: t.type,
      reference: t.reference,
      idempotency_key: t.idempotencyKey,
      currency: t.currency,
      metadata: JSON.stringify(t.metadata),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning(transactionColumns)
    .executeTakeFirst();
}

export async function findTransactionByKey(db: Db, merchantId: string, idempotencyKey: string) {
  return db
    .selectFrom('ledger_transactions')
    .select(transactionColumns)
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export interface NewPosting {
  accountId: string;
  amount: bigint;
  balanceAfter: bigint;
  accountVersion: bigint;
}
/** The channel the wallet's balance push listens on; the payload is `<merchantId>:<memberId>`. */
export const LEDGER_MEMBER_CHANNEL = 'ledger_member';

/**
 * Writes a transaction's postings, sets its accounts' balances and versions, and notifies the
 * members' balance listeners (LEDGER_MEMBER_CHANNEL) — one statement, one round trip.
 */
export async function applyPostings(
  db: Db,
  merchantId: string,
  transactionId: string,
  currency: string,
  postings: NewPosting[],
  memberIds: string[],
): Promise<void> {
  const ids = postings.map((p) => p.accountId);
  const amounts = postings.map((p) => p.amount.toString());
  const balances = postings.map((p) => p.balanceAfter.toString());
  const versions = postings.map((p) => p.accountVersion.toString());
  const payloads = [...new Set(memberIds)].map((m) => `${merchantId}:${m}`);
  await sql`
    WITH v AS (
      SELECT * FROM unnest(${ids}::bigint[], ${amounts}::bigint[], ${balances}::bigint[], ${versions}::bigint[])
        AS v(account_id, amount, balance, version)
    ), balances AS (
      UPDATE ledger_accounts a SET balance = v.balance, version = v.version FROM v WHERE a.id = v.account_id
    ), postings AS (
      INSERT INTO ledger_postings (merchant_id, transaction_id, account_id, currency, amount, balance_after, account_version)
      SELECT ${merchantId}, ${transactionId}, v.account_id, ${currency}, v.amount, v.balance, v.version FROM v
    )
    SELECT pg_notify(${LEDGER_MEMBER_CHANNEL}, p) FROM unnest(${payloads}::text[]) AS p`.execute(db);
}

export async function postingsOf(db: Db, transactionId: string) {
  return db
    .selectFrom('ledger_postings')
    .select(['account_id', 'amount', 'balance_after', 'account_version'])
    .where('transaction_id', '=', transactionId)
    .orderBy('account_id')
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
