import { isTrialType, type TransferTarget, type TransferUplineBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { postedByKey, type PostedTransaction } from '../ledger/index.js';
import { balanceAfter, memberMainId, move } from './ledger-moves.js';
import { amountWithin } from './payments.common.js';
import { checkPaymentPassword, requirePaymentPasswordHash } from './payment-password.service.js';
import { relativesOf } from '../member/index.js';

const MAX_AMOUNT = 10n ** 18n;

/** The member's transfer targets; `username` (lower case) narrows them to the one of that name. */
async function targets(db: Db, merchantId: string, memberId: string, username?: string) {
  const rows = await relativesOf(db, merchantId, memberId, username);
  // Trial accounts hold no real money: never a target.
  return rows
    .filter((r) => !isTrialType(r.type))
    .map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      relation: r.upline_id === memberId ? ('downline' as const) : ('upline' as const),
    }));
}

/** GET targets: the member's upline (first) and direct downlines. */
export async function transferTargetsOf(db: Db, merchantId: string, memberId: string): Promise<TransferTarget[]> {
  const list = await targets(db, merchantId, memberId);
  return [...list.filter((t) => t.relation === 'upline'), ...list.filter((t) => t.relation === 'downline')].map(
    ({ username, nickname, relation }) => ({ username, nickname, relation }),
  );
}

/**
 * POST transferUpline: member MAIN -> the target's MAIN (type transfer), only to the upline or
 * a direct downline, with the payment password. Retry-safe: the ledger key (and reference) is
 * upline:<memberId>:<requestId>, so a resend after a lost answer moves nothing and answers with
 * the first transaction; the same request id for another target or amount is
 * duplicate_transaction. A resend is checked like a first call (password included), since the
 * client resends the whole request anyway.
 */
export async function transferUpline(db: Db, merchantId: string, memberId: string, body: TransferUplineBody) {
  const hash = await requirePaymentPasswordHash(db, merchantId, memberId);
  const amount = amountWithin(body.amount, 1n, MAX_AMOUNT);
  const name = body.target.trim().toLowerCase();
  const key = `upline:${memberId}:${body.requestId}`;
  // A resend of a transfer that went through answers with it, even if the target has stopped
  // being the upline or a downline since (after the password, so it tells a guesser nothing).
  const earlier = await postedByKey(db, merchantId, key);
  if (earlier) {
    await checkPaymentPassword(db, merchantId, memberId, hash, body.paymentPassword);
    const same = String(earlier.metadata.to ?? '').toLowerCase() === name && earlier.postings.some((p) => p.amount === amount);
    if (!same) throw new AppError('duplicate_transaction');
    return answerOf(db, merchantId, memberId, earlier);
  }
  const target = (await targets(db, merchantId, memberId, name)).find((t) => t.username.toLowerCase() === name);
  if (!target) throw new AppError('transfer_target_invalid');
  await checkPaymentPassword(db, merchantId, memberId, hash, body.paymentPassword);
  const tx = await move(db, merchantId, {
    type: 'transfer',
    reference: key,
    idempotencyKey: key,
    from: { member: memberId },
    to: { member: target.id },
    amount,
    metadata: { to: target.username, relation: target.relation },
  });
  if (tx.replayed) {
    // A concurrent twin got there first: it must be the same transfer.
    const targetMain = await memberMainId(db, merchantId, target.id);
    if (!tx.postings.some((p) => p.accountId === targetMain && p.amount === amount)) throw new AppError('duplicate_transaction');
  }
  return answerOf(db, merchantId, memberId, tx);
}

async function answerOf(db: Db, merchantId: string, memberId: string, tx: PostedTransaction) {
  const balance = balanceAfter(tx, await memberMainId(db, merchantId, memberId));
  return { transactionId: tx.id, balance: (balance ?? 0n).toString() };
}
