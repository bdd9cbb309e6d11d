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

/** The house wallet that keeps channel fees. */
export const DEPOSIT_FEE_WALLET = 'DEPOSIT_FEE';

/**
 * A deposit's money, in one ledger transaction (key deposit:<orderNo>, so once): its amount
 * leaves payment_clearing, the channel's fee goes to the house's DEPOSIT_FEE wallet, the rest to
 * the member's MAIN wallet.
 */
export async function postDeposit(
  db: Db,
  merchantId: string,
  d: { member_id: string; order_no: string; amount: string; fee: string },
  metadata: Record<string, unknown>,
): Promise<PostedTransaction> {
  const amount = BigInt(d.amount);
  const fee = BigInt(d.fee);
  const clearing = await accountIdOf(db, merchantId, 'payment_clearing');
  const member = await accountIdOf(db, merchantId, { member: d.member_id });
  const postings = [
    { accountId: clearing, amount: -amount },
    { accountId: member, amount: amount - fee },
  ];
  if (fee > 0n)
    postings.push({ accountId: (await accountFor(db, merchantId, 'house', null, DEPOSIT_FEE_WALLET)).id, amount: fee });
  return post(db, {
    merchantId,
    type: 'deposit',
    reference: `deposit:${d.order_no}`,
    idempotencyKey: `deposit:${d.order_no}`,
    metadata: { ...metadata, ...(fee > 0n ? { fee: fee.toString() } : {}) },
    postings,
  });
}
