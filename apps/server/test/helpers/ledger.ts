import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { AppError } from '../../src/core/errors.js';
import { buildMember } from '../factories.js';
import { accountFor, post, type LedgerTransactionType } from '../../src/modules/ledger/index.js';

let keys = 0;
/** A fresh idempotency key per call unless the test fixes one. */
export const key = (prefix = 'k') => `${prefix}-${process.pid}-${++keys}`;

/** A member with a MAIN wallet account, plus the merchant's house and clearing accounts. */
export async function walletSetup(db: Db, merchantId: string, username?: string) {
  const member = await buildMember(db, merchantId, username ? { username } : {});
  const wallet = await accountFor(db, merchantId, 'member', member.id);
  const house = await accountFor(db, merchantId, 'house');
  const clearing = await accountFor(db, merchantId, 'payment_clearing');
  return { member, wallet: wallet.id, house: house.id, clearing: clearing.id };
}

/** Moves `amount` from one account to another as one transaction. */
export function move(
  db: Db,
  merchantId: string,
  type: LedgerTransactionType,
  from: string,
  to: string,
  amount: bigint,
  idempotencyKey = key(),
) {
  return post(db, {
    merchantId,
    type,
    reference: `${type}:${idempotencyKey}`,
    idempotencyKey,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });
}

/** Puts `amount` (minor units) in a member's main wallet: a deposit from payment clearing. */
export async function fund(db: Db, merchantId: string, memberId: string, amount: bigint) {
  const wallet = await accountFor(db, merchantId, 'member', memberId);
  const clearing = await accountFor(db, merchantId, 'payment_clearing');
  return move(db, merchantId, 'deposit', clearing.id, wallet.id, amount, key('test-deposit'));
}

/** The AppError code a promise rejects with, or 'ok'. */
export async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

/** The whole-ledger invariants: postings sum to zero, and every account's balance, version and
 *  last balance_after agree with its postings (each balance_after is the running sum). */
export async function ledgerAudit(db: Db) {
  const total = await sql<{ s: string | null }>`SELECT sum(amount)::text AS s FROM ledger_postings`.execute(db);
  const broken = await sql<{ id: string }>`
    WITH running AS (
      SELECT account_id, account_version, balance_after,
             sum(amount) OVER (PARTITION BY account_id ORDER BY account_version) AS run,
             row_number() OVER (PARTITION BY account_id ORDER BY account_version) AS n
      FROM ledger_postings)
    SELECT a.id::text AS id FROM ledger_accounts a
    WHERE a.balance <> COALESCE((SELECT sum(amount) FROM ledger_postings p WHERE p.account_id = a.id), 0)
       OR a.version <> (SELECT count(*) FROM ledger_postings p WHERE p.account_id = a.id)
       OR EXISTS (SELECT 1 FROM running r WHERE r.account_id = a.id AND (r.run <> r.balance_after OR r.n <> r.account_version))`.execute(
    db,
  );
  return { sum: BigInt(total.rows[0]?.s ?? '0'), brokenAccounts: broken.rows.map((r) => r.id) };
}

export async function ledgerCounts(db: Db) {
  const r = await sql<{ t: string; p: string }>`
    SELECT (SELECT count(*) FROM ledger_transactions)::text AS t, (SELECT count(*) FROM ledger_postings)::text AS p`.execute(db);
  return { transactions: Number(r.rows[0]!.t), postings: Number(r.rows[0]!.p) };
}
