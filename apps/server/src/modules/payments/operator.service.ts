import type { OperatorWithdrawal, ReceiptState, WithdrawalStatus } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { emit } from '../events/index.js';
import { findPayoutChannel } from './channels.repository.js';
import { gatewayOf } from './gateway.js';
import { move } from './ledger-moves.js';
import { appendAudit, type MerchantOperator as Operator } from '../operator/index.js';
import { pageFrom, type PageRequest } from '../../core/page.js';
import {
  findProof,
  findWithdrawal,
  lockWithdrawal,
  pageOfWithdrawals,
  proofsOf,
  updateWithdrawal,
} from './withdrawals.repository.js';
import { operatorWithdrawal, remainingOf } from './withdrawals.presenter.js';

/**
 * The operator's decisions on withdrawals. Each runs in one transaction with the row locked,
 * is taken once (a second answers invalid_state and moves nothing), and moves money only
 * through the ledger:
 *   approve       paid out by the merchant's payout channel's gateway, then
 *                 withdrawal_pending -> payment_clearing, receipt awaiting until the deadline
 *   reject        withdrawal_pending -> member MAIN (refund)
 *   forceReceipt  a "not received" dispute closed as received: no money moves, no refund (§4)
 *   refund        a "not received" dispute closed by refunding what did not arrive: payment_clearing -> member MAIN
 */
type Decision = 'approve' | 'reject' | 'forceReceipt' | 'refund';

export async function operatorWithdrawals(
  db: Db,
  op: Operator,
  q: PageRequest & { status?: WithdrawalStatus; receiptState?: ReceiptState },
) {
  const { rows, total } = await pageOfWithdrawals(db, op.merchantId, { status: q.status, receiptState: q.receiptState }, q);
  const proofs = await proofsOf(
    db,
    op.merchantId,
    rows.map((r) => r.id),
  );
  const content = rows.map((r) =>
    operatorWithdrawal(
      r,
      proofs.filter((p) => p.withdrawal_id === r.id).map((p) => ({ id: p.id, mime: p.mime, size: p.size })),
    ),
  );
  return pageFrom(content, total, q);
}

async function presented(db: Db, op: Operator, id: string): Promise<OperatorWithdrawal> {
  const row = (await findWithdrawal(db, op.merchantId, id))!;
  const proofs = await proofsOf(db, op.merchantId, [id]);
  return operatorWithdrawal(
    row,
    proofs.map((p) => ({ id: p.id, mime: p.mime, size: p.size })),
  );
}

export interface DecisionOptions {
  reason?: string | undefined;
  /** Demo mode: the demo gateway may pay out (it moves no real money). */
  demoGateway: boolean;
}

export async function decideWithdrawal(
  db: Db,
  op: Operator,
  id: string,
  decision: Decision,
  opts: DecisionOptions,
): Promise<OperatorWithdrawal> {
  const reason = opts.reason;
  await db.transaction().execute(async (trx) => {
    const w = await lockWithdrawal(trx, op.merchantId, id);
    if (!w) throw new AppError('not_found');
    const amount = BigInt(w.amount);
    const ref = `withdrawal:${id}`;
    const by = { decided_by: op.name };
    const refundable = w.status === 'approved' && w.receipt_state === 'not_received';
    let after: Record<string, unknown>;
    switch (decision) {
      case 'approve': {
        if (w.status !== 'requested') throw new AppError('invalid_state');
        const channel = await findPayoutChannel(trx, op.merchantId);
        if (!channel || (channel.gateway === 'demo' && !opts.demoGateway)) throw new AppError('operation_not_enabled');
        // The row stays locked while the gateway pays, so a concurrent reject waits for the
        // outcome. A refusal rolls everything back; a commit lost after the payout is made good
        // by approving again: the gateway answers the same payout number with the same payout.
        const payout = await gatewayOf(channel.gateway).payout({
          payoutNo: `W${id}`,
          amount,
          bankName: w.bank_name,
          accountName: w.account_name,
          accountNumber: w.account_number,
        });
        await move(trx, op.merchantId, {
          type: 'withdrawal',
          reference: ref,
          idempotencyKey: `${ref}:approve`,
          from: 'withdrawal_pending',
          to: 'payment_clearing',
          amount,
          metadata: { channel: channel.code, gatewayReference: payout.reference },
        });
        await updateWithdrawal(
          trx,
          id,
          {
            ...by,
            status: 'approved',
            receipt_state: 'awaiting',
            payout_channel_id: channel.id,
            payout_reference: payout.reference,
          },
          { decided: true, deadlineMinutes: op.settings.withdrawalAutoConfirmMinutes },
        );
        after = { status: 'approved', receiptState: 'awaiting', payoutChannel: channel.code, payoutReference: payout.reference };
        break;
      }
      case 'reject':
        if (w.status !== 'requested') throw new AppError('invalid_state');
        await move(trx, op.merchantId, {
          type: 'refund',
          reference: ref,
          idempotencyKey: `${ref}:reject`,
          from: 'withdrawal_pending',
          to: { member: w.member_id },
          amount,
        });
        await updateWithdrawal(trx, id, { ...by, status: 'rejected', reject_reason: reason ?? null }, { decided: true });
        after = { status: 'rejected', refunded: amount.toString(), reason: reason ?? null };
        break;
      case 'forceReceipt':
        if (!refundable) throw new AppError('invalid_state');
        await updateWithdrawal(trx, id, { ...by, receipt_state: 'forced', dispute_reason: reason ?? null });
        after = { status: w.status, receiptState: 'forced', reason: reason ?? null };
        break;
      case 'refund':
        if (!refundable) throw new AppError('invalid_state');
        await move(trx, op.merchantId, {
          type: 'refund',
          reference: ref,
          idempotencyKey: `${ref}:refund`,
          from: 'payment_clearing',
          to: { member: w.member_id },
          amount: BigInt(remainingOf(w)),
        });
        await updateWithdrawal(trx, id, { ...by, receipt_state: 'refunded', dispute_reason: reason ?? null });
        after = { status: w.status, receiptState: 'refunded', refunded: remainingOf(w).toString(), reason: reason ?? null };
        break;
    }
    // The decision's audit row commits (or rolls back) with the money it moved.
    await appendAudit(trx, op, {
      action: `withdrawal.${decision}`,
      targetType: 'withdrawal',
      targetId: id,
      before: { status: w.status, receiptState: w.receipt_state, amount: w.amount, member: w.member_id },
      after,
    });
    const refunded = decision === 'reject' ? amount : decision === 'refund' ? BigInt(remainingOf(w)) : 0n;
    // Last in the transaction: emit takes the member's event lock.
    await emit(trx, {
      type: 'withdrawal.decided',
      payload: {
        merchantId: op.merchantId,
        memberId: w.member_id,
        withdrawalId: id,
        decision,
        amount: amount.toString(),
        refunded: refunded.toString(),
        decidedBy: op.name,
      },
    });
  });
  return presented(db, op, id);
}

export async function proofImage(db: Db, op: Operator, withdrawalId: string, proofId: string) {
  const proof = await findProof(db, op.merchantId, withdrawalId, proofId);
  if (!proof) throw new AppError('not_found');
  return proof;
}
