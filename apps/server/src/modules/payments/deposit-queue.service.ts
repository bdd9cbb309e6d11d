import type { OperatorDeposit, OperatorDepositQuery } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { emit } from '../events/index.js';
import { appendAudit, approverOf, personOf, type MerchantOperator as Operator } from '../operator/index.js';
import { channelName } from './channels.service.js';
import { lockDepositById } from './deposits.repository.js';
import { decideDeposit, depositPage, firstApproveDeposit, type DepositListRow } from './deposit-queue.repository.js';
import { postDeposit } from './ledger-moves.js';

/**
 * The console's deposits: every order of the merchant, and the operator's decision on a pending
 * bank transfer once the bank shows (or does not show) the money. Confirming credits it through
 * the ledger as a gateway's callback would (less the channel's fee); above the merchant's
 * threshold when made it takes two persons (never a key: approverOf), kept by the database
 * (deposits_four_eyes). Refusing moves nothing. Each step is audited.
 */

const answerOf = (r: DepositListRow, lang: string): OperatorDeposit => ({
  id: r.id,
  orderNo: r.order_no,
  member: r.username,
  memberId: r.member_id,
  channel: r.code,
  channelName: channelName(r, lang),
  kind: r.gateway,
  amount: r.amount,
  fee: r.fee,
  status: r.status,
  createdAt: iso(r.created_at)!,
  settledAt: iso(r.settled_at),
  gatewayReference: r.gateway_reference,
  fourEyes: r.four_eyes,
  firstApprovedBy: r.first_approved_name,
  decidedBy: r.decided_name,
  refuseReason: r.refuse_reason,
});

export async function depositList(db: Db, op: Operator, q: OperatorDepositQuery, lang: string) {
  const rows = await depositPage(db, op.merchantId, q);
  const page = rows.slice(0, q.limit);
  return { rows: page.map((r) => answerOf(r, lang)), next: rows.length > q.limit ? page[page.length - 1]!.id : null };
}

async function one(db: Db, op: Operator, id: string, lang: string): Promise<OperatorDeposit> {
  const [row] = await depositPage(db, op.merchantId, { limit: 1 }, id);
  if (!row) throw new AppError('not_found');
  return answerOf(row, lang);
}

export async function decideBankTransfer(
  db: Db,
  op: Operator,
  id: string,
  confirm: boolean,
  reason: string | undefined,
  lang: string,
): Promise<OperatorDeposit> {
  await db.transaction().execute(async (trx) => {
    const d = await lockDepositById(trx, op.merchantId, id);
    if (!d) throw new AppError('not_found');
    if (d.status !== 'pending' || d.gateway !== 'bank_transfer') throw new AppError('invalid_state');
    const before = { status: d.status, amount: d.amount, member: d.member_id, orderNo: d.order_no };
    const audit = (action: string, after: Record<string, unknown>) =>
      appendAudit(trx, op, { action, targetType: 'deposit', targetId: id, before, after });
    if (!confirm) {
      await decideDeposit(trx, id, { status: 'failed', person: await personOf(trx, op), name: op.name, reason: reason ?? null });
      return audit('deposit.refuse', { status: 'failed', reason: reason ?? null });
    }
    let person = await personOf(trx, op);
    if (d.four_eyes) {
      person = await approverOf(trx, op);
      if (d.first_approved_person === null) {
        await firstApproveDeposit(trx, id, person, op.name);
        return audit('deposit.first_approval', { status: 'pending', firstApprovedBy: op.name, waitsFor: 'second_approval' });
      }
      if (person === d.first_approved_person) throw new AppError('operator_second_approval_self');
    }
    await postDeposit(trx, op.merchantId, d, { channel: d.code, confirmedBy: op.name });
    await decideDeposit(trx, id, { status: 'confirmed', person, name: op.name, reason: null });
    await audit('deposit.confirm', { status: 'confirmed', credited: (BigInt(d.amount) - BigInt(d.fee)).toString(), fee: d.fee });
    // Last in the transaction: emit takes the member's event lock.
    await emit(trx, {
      type: 'deposit.confirmed',
      payload: {
        merchantId: op.merchantId,
        memberId: d.member_id,
        depositId: id,
        orderNo: d.order_no,
        channel: d.code,
        amount: d.amount,
      },
    });
  });
  return one(db, op, id, lang);
}
