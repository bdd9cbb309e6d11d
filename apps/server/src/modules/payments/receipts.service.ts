import type { WithdrawalReceiptBody, WithdrawalRecord } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { decodeProofs } from './proofs.js';
import {
  autoReceivePastDeadline,
  findWithdrawal,
  insertProofs,
  lockWithdrawal,
  updateWithdrawal,
} from './withdrawals.repository.js';
import { memberWithdrawal } from './withdrawals.presenter.js';

/**
 * The payee's answer on an approved withdrawal (§4), while it awaits and before its deadline:
 * received, or not received with 1 to 3 proof images and the part that did arrive (a dispute
 * the operator closes by forcing the receipt or refunding the remaining amount). After the deadline the receipt counts as received.
 */
export async function confirmReceipt(
  db: Db,
  merchantId: string,
  memberId: string,
  id: string,
  body: WithdrawalReceiptBody,
): Promise<WithdrawalRecord> {
  // Proofs are checked before anything is locked or written.
  const proofs = body.received ? [] : decodeProofs(body.proofs);
  await db.transaction().execute(async (trx) => {
    const w = await lockWithdrawal(trx, merchantId, id, memberId);
    if (!w) throw new AppError('not_found');
    if (w.receipt_state !== 'awaiting' || w.past_deadline) throw new AppError('invalid_state');
    const received = body.received ? BigInt(w.amount) : BigInt(body.receivedAmount ?? '0');
    // "Not received" with all of it arrived is a contradiction, not a dispute.
    if (!body.received && received >= BigInt(w.amount))
      throw new AppError('validation_failed', [{ field: 'receivedAmount', key: 'validation_failed' }]);
    if (proofs.length) await insertProofs(trx, merchantId, id, proofs);
    await updateWithdrawal(
      trx,
      id,
      { receipt_state: body.received ? 'received' : 'not_received', received_amount: received.toString() },
      { receipt: true },
    );
  });
  return memberWithdrawal((await findWithdrawal(db, merchantId, id))!);
}

/** The scheduled job: awaiting receipts past their deadline count as received. */
export const autoConfirmReceipts = (db: Db) => autoReceivePastDeadline(db);
