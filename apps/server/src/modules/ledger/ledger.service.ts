import type { Db } from '../../db/database.js';
import type { LedgerAccountKind, LedgerTransactionType } from '../../db/schema.ledger.js';
import { AppError } from '../../core/errors.js';
import * as repo from './ledger.repository.js';

export type { LedgerAccountKind, LedgerTransactionType };

/**
 * The one way money moves: a transaction of postings that sum to zero, applied atomically.
 * Amounts are integer minor units (bigint). The database re-checks every rule (see the
 * ledger migration); this service adds idempotency, lock ordering and a clean error.
 */

export interface PostingInput {
  accountId: string;
  /** Positive credits the account, negative debits it; never 0. */
  amount: bigint;
}
export interface PostInput {
  merchantId: string;
  type: LedgerTransactionType;
  reference: string;
  /** Unique per merchant: a replay returns the first transaction and moves nothing. */
  idempotencyKey: string;
  postings: PostingInput[];
  metadata?: Record<string, unknown>;
}
export interface PostedPosting {
  accountId: string;
  amount: bigint;
  balanceAfter: bigint;
  accountVersion: bigint;
}
export interface PostedTransaction extends repo.NewTransaction {
  id: string;
  createdAt: Date;
  postings: PostedPosting[];
  /** true when this call was a replay of an earlier one with the same key. */
  replayed: boolean;
}
export interface LedgerAccount {
  id: string;
  merchantId: string;
  kind: LedgerAccountKind;
  memberId: string | null;
  wallet: string;
  currency: string;
  balance: bigint;
  version: bigint;
  allowNegative: boolean;
}

const TEXT_MAX = 128;
const WALLET = /^[A-Z0-9_]{2,32}$/;
/** Accounts that hold someone's money (or money in flight) may never be overdrawn. */
const NEVER_NEGATIVE: ReadonlySet<LedgerAccountKind> = new Set(['member', 'withdrawal_pending', 'transfer_pending']);

/** Moves money in one database transaction (or inside the caller's, when `db` is one). */
export async function post(db: Db, input: PostInput): Promise<PostedTransaction> {
  checkInput(input);
  if (db.isTransaction) return postIn(db, input);
  return db.transaction().execute((trx) => postIn(trx, input));
}

async function postIn(trx: Db, input: PostInput): Promise<PostedTransaction> {
  const ids = input.postings.map((p) => p.accountId);
  // Locks first, in ascending id order: concurrent posts on the same accounts queue here.
  const accounts = await repo.lockAccounts(trx, input.merchantId, ids);
  if (accounts.length !== ids.length) throw new AppError('not_found');

  const currency = accounts[0]!.currency;
  if (accounts.some((a) => a.currency !== currency)) throw new AppError('validation_failed');
  const amountOf = new Map(input.postings.map((p) => [p.accountId, p.amount]));
  const postings: repo.NewPosting[] = [];
  for (const a of accounts) {
    const amount = amountOf.get(a.id)!;
    const balanceAfter = BigInt(a.balance) + amount;
    if (balanceAfter < 0n && !a.allow_negative) {
      // A replay of a call that went through earlier still gets its first answer.
      const earlier = await replayOf(trx, input);
      if (earlier) return earlier;
      throw new AppError('insufficient_funds', { accountId: a.id, balance: a.balance });
    }
    postings.push({ accountId: a.id, amount, balanceAfter, accountVersion: BigInt(a.version) + 1n });
  }
  // Nothing is written before this point, so a refusal above leaves no trace. A replay shows
  // here: the key exists (or a concurrent first call holds it: the insert waits for its commit).
  const row = await repo.insertTransaction(trx, {
    merchantId: input.merchantId,
    type: input.type,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    currency,
    metadata: input.metadata ?? {},
  });
  if (!row) {
    const again = await replayOf(trx, input);
    if (!again) throw new Error('ledger: idempotency key conflict without a row');
    return again;
  }
  // Balances, postings and the balance push in one statement: the accounts stay locked until
  // commit, so every round trip here is time other posts on them wait. NOTIFY (modules/wallet)
  // is delivered at commit only, so listeners never see money that a rollback takes back.
  const members = accounts.flatMap((a) => (a.kind === 'member' && a.member_id ? [a.member_id] : []));
  await repo.applyPostings(trx, input.merchantId, row.id, currency, postings, members);
  return toPosted(row, postings, false);
}

const replayOf = (db: Db, input: PostInput) => postedByKey(db, input.merchantId, input.idempotencyKey);

/** The transaction posted earlier under this idempotency key (as a replay), or null. */
export async function postedByKey(db: Db, merchantId: string, idempotencyKey: string): Promise<PostedTransaction | null> {
  const row = await repo.findTransactionByKey(db, merchantId, idempotencyKey);
  if (!row) return null;
  const postings = (await repo.postingsOf(db, row.id)).map((p) => ({
    accountId: p.account_id,
    amount: BigInt(p.amount),
    balanceAfter: BigInt(p.balance_after),
    accountVersion: BigInt(p.account_version),
  }));
  return toPosted(row, postings, true);
}

function toPosted(
  row: NonNullable<Awaited<ReturnType<typeof repo.findTransactionByKey>>>,
  postings: PostedPosting[],
  replayed: boolean,
): PostedTransaction {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    type: row.type,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    currency: row.currency,
    metadata: row.metadata,
    createdAt: row.created_at,
    postings,
    replayed,
  };
}

/** Shape rules (the database refuses the same, less politely): balanced, distinct accounts, no zero amounts. */
function checkInput(input: PostInput): void {
  const bad = () => new AppError('validation_failed');
  const textOk = (s: string) => s.length >= 1 && s.length <= TEXT_MAX;
  if (!textOk(input.reference) || !textOk(input.idempotencyKey)) throw bad();
  if (input.postings.length < 2) throw bad();
  const seen = new Set<string>();
  let sum = 0n;
  for (const p of input.postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n || !/^\d{1,19}$/.test(p.accountId) || seen.has(p.accountId)) throw bad();
    seen.add(p.accountId);
    sum += p.amount;
  }
  if (sum !== 0n) throw bad();
}

/** Shards of a hot system account (see the ledger_shards migration). */
export const SYSTEM_SHARDS = 16;
/** The shard of a system account a member's movements use: spreads players over SYSTEM_SHARDS rows. */
export const shardOf = (memberId: string) => Number(BigInt(memberId) % BigInt(SYSTEM_SHARDS));

/** The account of (merchant, kind, member, wallet, shard), created on first use in the merchant's currency. */
export async function accountFor(
  db: Db,
  merchantId: string,
  kind: LedgerAccountKind,
  memberId: string | null = null,
  wallet = 'MAIN',
  shard = 0,
): Promise<LedgerAccount> {
  const shardOk = Number.isInteger(shard) && shard >= 0 && shard < 64 && (memberId === null || shard === 0);
  if ((kind === 'member') !== (memberId !== null) || !WALLET.test(wallet) || !shardOk) throw new AppError('validation_failed');
  let row = await repo.findAccount(db, merchantId, kind, memberId, wallet, shard);
  if (!row) {
    try {
      await repo.insertAccountIfMissing(db, merchantId, kind, memberId, wallet, !NEVER_NEGATIVE.has(kind), shard);
    } catch (e) {
      // 23503: no such member in this merchant.
      if ((e as { code?: string }).code === '23503') throw new AppError('not_found');
      throw e;
    }
    row = await repo.findAccount(db, merchantId, kind, memberId, wallet, shard);
  }
  if (!row) throw new AppError('not_found'); // unknown merchant
  return toAccount(row);
}

/** The current balance, read from the account row (O(1)). */
export async function balanceOf(db: Db, merchantId: string, accountId: string): Promise<bigint> {
  const row = await repo.getAccount(db, merchantId, accountId);
  if (!row) throw new AppError('not_found');
  return BigInt(row.balance);
}

/** A system account's balance over all its shards (e.g. a vendor's house). */
export async function systemBalance(db: Db, merchantId: string, kind: LedgerAccountKind, wallet = 'MAIN'): Promise<bigint> {
  return BigInt(await repo.sumOfShards(db, merchantId, kind, wallet));
}

export async function getAccount(db: Db, merchantId: string, accountId: string): Promise<LedgerAccount> {
  const row = await repo.getAccount(db, merchantId, accountId);
  if (!row) throw new AppError('not_found');
  return toAccount(row);
}

function toAccount(r: repo.AccountRow): LedgerAccount {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    kind: r.kind,
    memberId: r.member_id,
    wallet: r.wallet,
    currency: r.currency,
    balance: BigInt(r.balance),
    version: BigInt(r.version),
    allowNegative: r.allow_negative,
  };
}
