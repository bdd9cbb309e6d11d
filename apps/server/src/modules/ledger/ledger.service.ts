import type { Db } from '../../db/database.js';
import type { LedgerAccountKind, LedgerTransactionType } from '../../db/schema.ledger.js';
import { AppError } from '../../core/errors.js';
import * as repo from './ledger.repository.js';

export type { LedgerAccountKind, LedgerTransactionType };

/**
 * The one way money moves: a transaction of postings that sum to zero, applied atomically.
 * Amounts are integer minor units (bigint). The moves themselves are SQL functions (the ledger
 * functions migration), so a posting is one round trip and other SQL (the seamless wallet) posts
 * by the same rules; the database re-checks every rule (the ledger migration); this service
 * checks the shape and turns refusals into clean errors.
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

/**
 * Moves money in one statement (ledger_post, see the ledger functions migration): it locks the
 * accounts in ascending id order, refuses before writing anything, and answers a replay of the
 * idempotency key with the first transaction. Inside the caller's transaction when `db` is one.
 */
export async function post(db: Db, input: PostInput): Promise<PostedTransaction> {
  checkInput(input);
  const r = await repo.postTransaction(
    db,
    {
      merchantId: input.merchantId,
      type: input.type,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      metadata: input.metadata ?? {},
    },
    input.postings.map((p) => p.accountId),
    input.postings.map((p) => p.amount),
  );
  if ('error' in r) {
    throw new AppError(r.error, r.error === 'insufficient_funds' ? { accountId: r.accountId, balance: r.balance } : undefined);
  }
  return toPosted(input.merchantId, r);
}

/** The transaction posted earlier under this idempotency key (as a replay), or null. */
export async function postedByKey(db: Db, merchantId: string, idempotencyKey: string): Promise<PostedTransaction | null> {
  const row = await repo.transactionByKey(db, merchantId, idempotencyKey);
  return row ? toPosted(merchantId, row) : null;
}

function toPosted(merchantId: string, t: repo.TransactionJson): PostedTransaction {
  return {
    id: t.id,
    merchantId,
    type: t.type,
    reference: t.reference,
    idempotencyKey: t.idempotencyKey,
    currency: t.currency,
    metadata: t.metadata,
    createdAt: new Date(t.createdAt),
    postings: t.postings.map((p) => ({
      accountId: p.accountId,
      amount: BigInt(p.amount),
      balanceAfter: BigInt(p.balanceAfter),
      accountVersion: BigInt(p.accountVersion),
    })),
    replayed: t.replayed,
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

/** Shards of a hot system account (see the ledger_shards migration); a member's movements use shard member id % SYSTEM_SHARDS. */
export const SYSTEM_SHARDS = 16;

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
  let row: repo.AccountRow | undefined;
  try {
    row = await repo.accountRow(db, merchantId, kind, memberId, wallet, shard);
  } catch (e) {
    // 23503: no such member in this merchant.
    if ((e as { code?: string }).code === '23503') throw new AppError('not_found');
    throw e;
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

/**
 * Many transactions of one merchant in one round trip (bulk work: a lottery draw's settlement).
 * Each transaction obeys post()'s shape rules; the database applies ledger_post's (locks in id
 * order, balance after and version per posting, no forbidden negative at any posting, replayed
 * keys post nothing). A refusal raises and the caller's transaction rolls back. Answers how many
 * transactions were posted.
 */
export async function postMany(
  db: Db,
  merchantId: string,
  inputs: Omit<PostInput, 'merchantId' | 'metadata'>[],
): Promise<number> {
  if (!inputs.length) return 0;
  const postings: { tx: number; accountId: string; amount: bigint }[] = [];
  inputs.forEach((input, i) => {
    checkInput({ ...input, merchantId });
    for (const p of input.postings) postings.push({ tx: i + 1, accountId: p.accountId, amount: p.amount });
  });
  if (new Set(inputs.map((t) => t.idempotencyKey)).size !== inputs.length) throw new AppError('validation_failed');
  return repo.postBatch(db, merchantId, inputs, postings);
}
