import type { OperatorWithdrawal } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { emit } from '../events/index.js';
import { findPayoutChannel } from './channels.repository.js';
import { gatewayOf } from './gateway.js';
import { move } from './ledger-moves.js';
import { appendAudit, approverOf, personOf, type MerchantOperator as Operator } from '../operator/index.js';
import { findProof, lockWithdrawal, updateWithdrawal } from './withdrawals.repository.js';
import { remainingOf } from './withdrawals.presenter.js';
import { assertFree, presented } from './withdrawal-queue.service.js';

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

export interface DecisionOptions {
  reason?: string | undefined;
  /** Demo mode: the demo gateway may pay out (it moves no real money). */
  demoGateway: boolean;
}

/**
 * A decision also ends the claim on the request, and is refused while another operator's claim
 * is fresh (operator_claimed_by_other). A withdrawal above the merchant's threshold when asked
 * for (four eyes) takes two approvals by two persons (approverOf: never a key): the first only
 * records itself, the second pays out (the database refuses it otherwise: withdrawals_four_eyes).
 * One on hold is not approved (operator_on_hold); it may be rejected.
 */
export async function decideWithdrawal(
  db: Db,
  op: Operator,
  id: string,
  decision: Decision,
  opts: DecisionOptions,
): Promise<OperatorWithdrawal> {
  const reason = opts.reason;
  const me = await personOf(db, op);
  await db.transaction().execute(async (trx) => {
    const w = await lockWithdrawal(trx, op.merchantId, id);
    if (!w) throw new AppError('not_found');
    assertFree(w, me);
    const amount = BigInt(w.amount);
    const ref = `withdrawal:${id}`;
    const by = { decided_by: op.name, decided_person: me, claimed_person: null, claimed_name: null };
    const unclaim = { claimed: false } as const;
    const refundable = w.status === 'approved' && w.receipt_state === 'not_received';
    let after: Record<string, unknown>;
    switch (decision) {
      case 'approve': {
        if (w.status !== 'requested') throw new AppError('invalid_state');
        if (w.held_at !== null) throw new AppError('operator_on_hold');
        if (w.four_eyes) {
          const person = await approverOf(trx, op);
          if (w.first_approved_person === null) {
            await updateWithdrawal(
              trx,
              id,
              { first_approved_person: person, first_approved_name: op.name, claimed_person: null, claimed_name: null },
              { firstApproved: true, ...unclaim },
            );
            await appendAudit(trx, op, {
              action: 'withdrawal.first_approval',
              targetType: 'withdrawal',
              targetId: id,
              before: { status: w.status, amount: w.amount, member: w.member_id },
              after: { status: w.status, firstApprovedBy: op.name, waitsFor: 'second_approval' },
            });
            return;
          }
          if (person === w.first_approved_person) throw new AppError('operator_second_approval_self');
          by.decided_person = person;
        }
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
          { decided: true, deadlineMinutes: op.settings.withdrawalAutoConfirmMinutes, ...unclaim },
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
        await updateWithdrawal(
          trx,
          id,
          { ...by, status: 'rejected', reject_reason: reason ?? null, held_name: null, hold_reason: null },
          { decided: true, held: false, ...unclaim },
        );
        after = { status: 'rejected', refunded: amount.toString(), reason: reason ?? null };
        break;
      case 'forceReceipt':
        if (!refundable) throw new AppError('invalid_state');
        await updateWithdrawal(trx, id, { ...by, receipt_state: 'forced', dispute_reason: reason ?? null }, unclaim);
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
        await updateWithdrawal(trx, id, { ...by, receipt_state: 'refunded', dispute_reason: reason ?? null }, unclaim);
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
  return presented(db, op, id, me);
}

export async function proofImage(db: Db, op: Operator, withdrawalId: string, proofId: string) {
  const proof = await findProof(db, op.merchantId, withdrawalId, proofId);
  if (!proof) throw new AppError('not_found');
  return proof;
}
