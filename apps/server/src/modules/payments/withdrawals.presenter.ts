import type { OperatorWithdrawal, WithdrawalRecord } from '@playhouse/contract';
import { iso } from '../../core/page.js';
import { maskAccountNumber } from './payments.common.js';
import type { WithdrawalRow } from './withdrawals.repository.js';

/** The one place a withdrawal row becomes what the member or the operator sees. */
type Row = Pick<
  WithdrawalRow,
  | 'id'
  | 'amount'
  | 'bank_name'
  | 'account_number'
  | 'status'
  | 'receipt_state'
  | 'receipt_deadline'
  | 'received_amount'
  | 'reject_reason'
  | 'created_at'
  | 'decided_at'
>;

/** What the payee says did not arrive: what a dispute's refund returns. */
export const remainingOf = (r: { amount: string; received_amount: string | null }) =>
  (BigInt(r.amount) - BigInt(r.received_amount ?? '0')).toString();

export function memberWithdrawal(r: Row): WithdrawalRecord {
  return {
    id: r.id,
    amount: r.amount,
    bankName: r.bank_name,
    accountNumber: maskAccountNumber(r.account_number),
    status: r.status,
    receiptState: r.receipt_state,
    receiptDeadline: iso(r.receipt_deadline),
    receivedAmount: r.received_amount,
    remainingAmount: r.received_amount === null ? null : remainingOf(r),
    rejectReason: r.reject_reason,
    createdAt: iso(r.created_at)!,
    decidedAt: iso(r.decided_at),
  };
}

/** What the console shows; `me` is the caller's person, to tell it its own claim. */
export function operatorWithdrawal(
  r: WithdrawalRow,
  proofs: { id: string; mime: string; size: number }[],
  me: string,
): OperatorWithdrawal {
  return {
    ...memberWithdrawal(r),
    member: r.username,
    memberId: r.member_id,
    accountName: r.account_name,
    accountNumber: r.account_number,
    decidedBy: r.decided_by,
    payoutReference: r.payout_reference,
    disputeReason: r.dispute_reason,
    proofs,
    fourEyes: r.four_eyes,
    firstApprovedBy: r.first_approved_name,
    firstApprovedAt: iso(r.first_approved_at),
    claimedBy: r.claimed_name,
    claimedAt: iso(r.claimed_at),
    claimedByMe: r.claimed_name !== null && r.claimed_person === me,
    heldBy: r.held_name,
    heldAt: iso(r.held_at),
    holdReason: r.hold_reason,
  };
}
