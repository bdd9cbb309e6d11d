import type { OperatorApproval } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { ApprovalKind } from '../../db/schema.operator.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import * as approvals from './approvals.repository.js';
import { appendAudit } from './audit.service.js';
import { endKeysOf } from './keys.service.js';
import type { ActingOperator } from './operator.context.js';
import * as repo from './operator.repository.js';
import { approverOf } from './persons.js';
import { requireFreshTotp } from './second-factor.js';

/**
 * Owner rights under four eyes: creating an owner-level account, promoting an operator to owner,
 * enabling a disabled owner and setting an owner's password wait here until a second owner (a
 * person signed in with TOTP, with a verified e-mail, giving a fresh code) approves. An owner can
 * therefore not mint a second owner for himself, nor take over another owner's account alone.
 * A merchant's request is decided by an owner of that merchant or a platform owner; a platform
 * operator's only by a platform owner.
 */

/** How long a request waits before it lapses. */
const APPROVAL_HOURS = 48;

export function presentApproval(a: approvals.ApprovalRow): OperatorApproval {
  return {
    id: a.id,
    kind: a.kind,
    operator: { id: a.operator_id, username: a.operator_username },
    merchant: a.merchant_code ?? null,
    requestedBy: { id: a.requested_by, name: a.requested_name },
    status: a.status,
    createdAt: iso(a.created_at)!,
    expiresAt: iso(a.expires_at)!,
    decidedBy: a.decided_by === null ? null : { id: a.decided_by, name: a.decided_name ?? '' },
    decidedAt: iso(a.decided_at),
  };
}

/** Asks for an owner-level change, in the caller's transaction; audited. */
export async function requestApproval(
  trx: Db,
  op: ActingOperator,
  r: { kind: ApprovalKind; operatorId: string; merchantId: string | null; passwordHash?: string; endKeys?: boolean },
): Promise<string> {
  if (op.kind !== 'user') throw new AppError('forbidden');
  await approvals.expireStale(trx, r.operatorId);
  const id = await approvals.insertApproval(trx, {
    kind: r.kind,
    operatorId: r.operatorId,
    merchantId: r.merchantId,
    passwordHash: r.passwordHash ?? null,
    endKeys: r.endKeys ?? false,
    requestedBy: op.id,
    requestedName: op.name,
    hours: APPROVAL_HOURS,
  });
  if (!id) throw new AppError('operator_approval_pending');
  await appendAudit(trx, op, {
    action: 'operator.approval_requested',
    targetType: 'operator',
    targetId: r.operatorId,
    merchantId: r.merchantId,
    after: { approvalId: id, kind: r.kind },
  });
  return id;
}

/** Whose requests the caller decides: a merchant operator its merchant's; a platform operator all, or the named merchant's. */
const scopeOf = (op: ActingOperator) => (op.home ? op.home.id : op.merchant?.id);

export async function listApprovals(db: Db, op: ActingOperator): Promise<OperatorApproval[]> {
  return (await approvals.pendingApprovals(db, scopeOf(op))).map(presentApproval);
}

export const approvalOf = async (db: Db, id: string) => presentApproval((await approvals.approvalById(db, id))!);

/** The request as the caller may decide it: not_found for another merchant's (or a platform one for a merchant operator). */
function inScope(op: ActingOperator, a: { merchant_id: string | null } | undefined) {
  if (!a || (op.home && a.merchant_id !== op.home.id)) throw new AppError('not_found');
}

/** Locks a pending request the caller may decide. */
async function lockInScope(trx: Db, op: ActingOperator, id: string) {
  if (!/^\d{1,18}$/.test(id)) throw new AppError('not_found');
  const a = await approvals.lockPending(trx, id);
  if (!a) {
    inScope(op, await approvals.approvalById(trx, id));
    throw new AppError('operator_approval_not_pending');
  }
  inScope(op, a);
  return a;
}

/** Who may not approve a request: the one who asked, and the operator it is about. */
const isParty = (me: string, a: { requested_by: string; operator_id: string }) =>
  me === `user:${a.requested_by}` || me === `user:${a.operator_id}`;

/** A second owner approves: the change applies now, in the same transaction as its audit row. */
export async function approveChange(db: Db, op: ActingOperator, id: string, totp: string): Promise<OperatorApproval> {
  const me = await approverOf(db, op);
  // Refusals that need no proof come first, so a code is not spent on a request that cannot pass.
  await db.transaction().execute(async (trx) => {
    if (isParty(me, await lockInScope(trx, op, id))) throw new AppError('operator_approval_self');
  });
  await requireFreshTotp(db, op.id, totp);
  await db.transaction().execute(async (trx) => {
    const a = await lockInScope(trx, op, id);
    if (isParty(me, a)) throw new AppError('operator_approval_self');
    const target = (await repo.lockUser(trx, a.operator_id))!;
    switch (a.kind) {
      case 'owner.create':
        await repo.updateUser(trx, a.operator_id, { activated: true });
        break;
      case 'owner.promote':
        await repo.updateUser(trx, a.operator_id, { role: 'owner' });
        break;
      case 'owner.enable':
        await repo.updateUser(trx, a.operator_id, { disabled: false });
        break;
      case 'owner.password':
        await repo.updateUser(trx, a.operator_id, { passwordHash: a.password_hash! });
        await repo.revokeSessionsOf(trx, a.operator_id);
        if (a.end_keys) await endKeysOf(trx, a.operator_id);
        break;
    }
    await approvals.decide(trx, a.id, { status: 'approved', by: op.id, name: op.name });
    await appendAudit(trx, op, {
      action: 'operator.approval_approved',
      targetType: 'operator',
      targetId: a.operator_id,
      merchantId: a.merchant_id,
      before: { role: target.role, disabled: target.disabled_at !== null, activated: target.activated_at !== null },
      after: { approvalId: a.id, kind: a.kind, requestedBy: a.requested_by },
    });
  });
  return approvalOf(db, id);
}

/** Any owner in scope (the one who asked too) turns a request down; nothing changes. */
export async function rejectChange(db: Db, op: ActingOperator, id: string): Promise<OperatorApproval> {
  if (op.kind !== 'user') throw new AppError('forbidden');
  await db.transaction().execute(async (trx) => {
    const a = await lockInScope(trx, op, id);
    await approvals.decide(trx, a.id, { status: 'rejected', by: op.id, name: op.name });
    await appendAudit(trx, op, {
      action: 'operator.approval_rejected',
      targetType: 'operator',
      targetId: a.operator_id,
      merchantId: a.merchant_id,
      after: { approvalId: a.id, kind: a.kind },
    });
  });
  return approvalOf(db, id);
}
