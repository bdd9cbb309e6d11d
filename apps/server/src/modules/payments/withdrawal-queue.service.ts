import type {
  OperatorWithdrawal,
  OperatorWithdrawalDetail,
  OperatorWithdrawalPage,
  OperatorWithdrawalQuery,
} from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { appendAudit, personOf, type MerchantOperator as Operator } from '../operator/index.js';
import { findWithdrawal, lockWithdrawal, proofsOf, updateWithdrawal } from './withdrawals.repository.js';
import { operatorWithdrawal } from './withdrawals.presenter.js';
import { queuePage, toSameAccount } from './withdrawal-queue.repository.js';

/**
 * The console's withdrawal queue: pages by view, one request with the past withdrawals to its
 * bank account, claims ("who is reviewing") and holds. Each step is audited; the decisions
 * themselves are operator.service.ts.
 */

/** Refuses a step on a request another operator is reviewing (a fresh claim that is not the caller's). */
export function assertFree(w: { claimed_name: string | null; claimed_person: string | null }, me: string): void {
  if (w.claimed_name !== null && w.claimed_person !== me)
    throw new AppError('operator_claimed_by_other', { claimedBy: w.claimed_name });
}

async function withProofs(db: Db, op: Operator, rows: NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>[], me: string) {
  const proofs = await proofsOf(
    db,
    op.merchantId,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    operatorWithdrawal(
      r,
      proofs.filter((p) => p.withdrawal_id === r.id).map((p) => ({ id: p.id, mime: p.mime, size: p.size })),
      me,
    ),
  );
}

export async function presented(db: Db, op: Operator, id: string, me: string): Promise<OperatorWithdrawal> {
  const row = await findWithdrawal(db, op.merchantId, id);
  if (!row) throw new AppError('not_found');
  return (await withProofs(db, op, [row], me))[0]!;
}

export async function withdrawalQueue(db: Db, op: Operator, q: OperatorWithdrawalQuery): Promise<OperatorWithdrawalPage> {
  const me = await personOf(db, op);
  const rows = await queuePage(db, op.merchantId, q);
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  return { rows: await withProofs(db, op, page, me), next: more ? page[page.length - 1]!.id : null };
}

export async function withdrawalDetail(db: Db, op: Operator, id: string): Promise<OperatorWithdrawalDetail> {
  const w = await presented(db, op, id, await personOf(db, op));
  const same = await toSameAccount(db, op.merchantId, w.accountNumber, id);
  return {
    ...w,
    sameAccount: same.map((r) => ({
      id: r.id,
      member: r.username,
      amount: r.amount,
      status: r.status,
      receiptState: r.receipt_state,
      createdAt: iso(r.created_at)!,
    })),
  };
}

/**
 * Claim (take it for review, or refresh one's own claim) or release a request that waits for a
 * decision: a requested one, or a "not received" dispute. Another's fresh claim is refused.
 */
export async function claimWithdrawal(db: Db, op: Operator, id: string, claim: boolean): Promise<OperatorWithdrawal> {
  const me = await personOf(db, op);
  await db.transaction().execute(async (trx) => {
    const w = await lockWithdrawal(trx, op.merchantId, id);
    if (!w) throw new AppError('not_found');
    if (w.status !== 'requested' && w.receipt_state !== 'not_received') throw new AppError('invalid_state');
    assertFree(w, me);
    await updateWithdrawal(
      trx,
      id,
      claim ? { claimed_person: me, claimed_name: op.name } : { claimed_person: null, claimed_name: null },
      { claimed: claim },
    );
    await appendAudit(trx, op, {
      action: claim ? 'withdrawal.claim' : 'withdrawal.release',
      targetType: 'withdrawal',
      targetId: id,
      before: { claimedBy: w.claimed_name },
      after: { claimedBy: claim ? op.name : null },
    });
  });
  return presented(db, op, id, me);
}

/** Hold a requested withdrawal with a reason (no payout until released), or release the hold. */
export async function holdWithdrawal(
  db: Db,
  op: Operator,
  id: string,
  hold: boolean,
  reason?: string,
): Promise<OperatorWithdrawal> {
  const me = await personOf(db, op);
  await db.transaction().execute(async (trx) => {
    const w = await lockWithdrawal(trx, op.merchantId, id);
    if (!w) throw new AppError('not_found');
    if (w.status !== 'requested' || (w.held_at !== null) === hold) throw new AppError('invalid_state');
    assertFree(w, me);
    await updateWithdrawal(
      trx,
      id,
      hold ? { held_name: op.name, hold_reason: reason ?? null } : { held_name: null, hold_reason: null },
      { held: hold },
    );
    await appendAudit(trx, op, {
      action: hold ? 'withdrawal.hold' : 'withdrawal.unhold',
      targetType: 'withdrawal',
      targetId: id,
      before: { heldBy: w.held_name, holdReason: w.hold_reason },
      after: hold ? { heldBy: op.name, holdReason: reason ?? null } : { heldBy: null, holdReason: null },
    });
  });
  return presented(db, op, id, me);
}
