import type { OpsAdjustment, OpsAdjustmentBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { accountFor, post } from '../ledger/index.js';
import { memberForOperator } from '../member/index.js';
import { appendAudit, approverOf, personOf, type MerchantOperator } from '../operator/index.js';
import * as repo from './adjustments.repository.js';

/**
 * Manual adjustments: an operator credits or debits a member's MAIN wallet against the house's
 * adjustment account (house / ADJUST), with a category and a comment. Up to the merchant's
 * threshold it posts at once; above it, it waits until another person approves (the database
 * refuses it otherwise: member_adjustments_four_eyes). Every step is in the audit trail.
 */

const HOUSE_WALLET = 'ADJUST';

function answerOf(r: NonNullable<Awaited<ReturnType<typeof repo.adjustmentById>>>): OpsAdjustment {
  return {
    id: r.id,
    memberId: r.member_id,
    username: r.username,
    wallet: r.wallet,
    amount: String(r.amount),
    category: r.category,
    comment: r.comment,
    status: r.status,
    needsApproval: r.needs_approval,
    requestedBy: r.requested_name,
    requestedAt: iso(r.created_at)!,
    decidedBy: r.decided_name,
    decidedAt: iso(r.decided_at),
    rejectReason: r.reject_reason,
  };
}

async function answer(db: Db, op: MerchantOperator, id: string): Promise<OpsAdjustment> {
  const row = await repo.adjustmentById(db, op.merchant.id, id);
  if (!row) throw new AppError('not_found');
  return answerOf(row);
}

/** Moves the money of an adjustment (its id makes the idempotency key: it posts once). */
async function postMoney(trx: Db, merchantId: string, a: { id: string; member_id: string; wallet: string; amount: bigint }) {
  const member = await accountFor(trx, merchantId, 'member', a.member_id, a.wallet);
  const house = await accountFor(trx, merchantId, 'house', null, HOUSE_WALLET);
  const posted = await post(trx, {
    merchantId,
    type: 'adjustment',
    reference: `ADJ${a.id}`,
    idempotencyKey: `adjustment:${a.id}`,
    postings: [
      { accountId: member.id, amount: a.amount },
      { accountId: house.id, amount: -a.amount },
    ],
  });
  return posted.id;
}

export async function requestAdjustment(db: Db, op: MerchantOperator, memberId: string, body: OpsAdjustmentBody) {
  const member = await memberForOperator(db, op.merchant.id, memberId);
  if (!member) throw new AppError('not_found');
  const amount = (body.direction === 'credit' ? 1n : -1n) * BigInt(body.amount);
  const needsApproval = BigInt(body.amount) > BigInt(op.settings.adjustmentApprovalAbove);
  const person = await personOf(db, op);
  const id = await db.transaction().execute(async (trx) => {
    const id = await repo.insertAdjustment(trx, {
      merchant_id: op.merchant.id,
      member_id: member.id,
      amount,
      category: body.category,
      comment: body.comment,
      status: 'pending',
      needs_approval: needsApproval,
      requested_person: person,
      requested_name: op.name,
    });
    // Within the threshold: posted at once (a debit beyond the balance is insufficient_funds, and nothing is kept).
    if (!needsApproval) {
      const transactionId = await postMoney(trx, op.merchant.id, { id, member_id: member.id, wallet: 'MAIN', amount });
      await repo.decideAdjustment(trx, id, { status: 'posted', person: null, name: null, transactionId });
    }
    await appendAudit(trx, op, {
      action: needsApproval ? 'member.adjustment_requested' : 'member.adjustment_posted',
      targetType: 'member',
      targetId: member.id,
      after: { adjustment: id, amount: amount.toString(), category: body.category, comment: body.comment },
    });
    return id;
  });
  return answer(db, op, id);
}

/**
 * Approve (posts the money) or reject a pending adjustment. Only a person decides (never a key),
 * and never the person who asked for it; a debit the balance no longer covers is refused
 * (insufficient_funds) and stays pending.
 */
export async function decide(db: Db, op: MerchantOperator, id: string, approve: boolean, reason?: string) {
  const person = await approverOf(db, op);
  await db.transaction().execute(async (trx) => {
    const a = await repo.lockAdjustment(trx, op.merchant.id, id);
    if (!a) throw new AppError('not_found');
    if (a.status !== 'pending') throw new AppError('operator_approval_not_pending');
    if (approve && a.requested_person === person) throw new AppError('operator_approval_self');
    const transactionId = approve
      ? await postMoney(trx, op.merchant.id, { id: a.id, member_id: a.member_id, wallet: a.wallet, amount: BigInt(a.amount) })
      : null;
    await repo.decideAdjustment(trx, a.id, {
      status: approve ? 'posted' : 'rejected',
      person,
      name: op.name,
      rejectReason: approve ? null : (reason ?? null),
      transactionId,
    });
    await appendAudit(trx, op, {
      action: approve ? 'member.adjustment_approved' : 'member.adjustment_rejected',
      targetType: 'member',
      targetId: a.member_id,
      before: { adjustment: a.id, status: 'pending', requestedBy: a.requested_name },
      after: { status: approve ? 'posted' : 'rejected', amount: String(a.amount), ...(reason ? { reason } : {}) },
    });
  });
  return answer(db, op, id);
}

export async function listAdjustments(
  db: Db,
  op: MerchantOperator,
  q: {
    status?: OpsAdjustment['status'] | undefined;
    memberId?: string | undefined;
    sort?: 'newest' | 'oldest' | undefined;
    cursor?: string | undefined;
    limit: number;
  },
) {
  const rows = await repo.adjustmentPage(db, op.merchant.id, {
    status: q.status,
    memberId: q.memberId,
    oldest: q.sort === 'oldest',
    after: q.cursor,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  return { rows: page.map(answerOf), next: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null };
}
