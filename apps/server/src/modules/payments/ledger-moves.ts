import type { Db } from '../../db/database.js';
import { accountFor, post, type LedgerTransactionType, type PostedTransaction } from '../ledger/index.js';

/**
 * The ledger accounts payments move money between: the member's MAIN wallet,
 * payment_clearing (deposits come from it, paid withdrawals go to it) and withdrawal_pending
 * (requested, not yet decided withdrawals).
 */
export type PaymentAccount = { member: string } | 'payment_clearing' | 'withdrawal_pending';

async function accountIdOf(db: Db, merchantId: string, a: PaymentAccount): Promise<string> {
  const account =
    typeof a === 'string' ? await accountFor(db, merchantId, a) : await accountFor(db, merchantId, 'member', a.member);
  return account.id;
}

export interface Move {
  type: LedgerTransactionType;
  reference: string;
  idempotencyKey: string;
  from: PaymentAccount;
  to: PaymentAccount;
  amount: bigint;
  metadata?: Record<string, unknown>;
}

/** One ledger transaction from `from` to `to` (inside the caller's transaction when `db` is one). */
export async function move(db: Db, merchantId: string, m: Move): Promise<PostedTransaction> {
  const from = await accountIdOf(db, merchantId, m.from);
  const to = await accountIdOf(db, merchantId, m.to);
  return post(db, {
    merchantId,
    type: m.type,
    reference: m.reference,
    idempotencyKey: m.idempotencyKey,
    metadata: m.metadata,
    postings: [
      { accountId: from, amount: -m.amount },
      { accountId: to, amount: m.amount },
    ],
  });
}

/** The balance after a posted transaction on one account (the member's wallet after a move). */
export function balanceAfter(tx: PostedTransaction, accountId: string): bigint | undefined {
  return tx.postings.find((p) => p.accountId === accountId)?.balanceAfter;
}

export async function memberMainId(db: Db, merchantId: string, memberId: string): Promise<string> {
  return accountIdOf(db, merchantId, { member: memberId });
}
