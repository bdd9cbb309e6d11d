import type { OperatorSession } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso } from '../../core/page.js';
import { appendAudit } from './audit.service.js';
import type { ActingOperator } from './operator.context.js';
import { OPERATOR_SESSION } from './operator.rules.js';
import * as repo from './operator.repository.js';

/**
 * The sessions of the operators one manages: a merchant owner sees and ends its merchant's, a
 * platform owner everyone's (or the merchant's it names). Ending one is audited; the console
 * of that session is signed out at its next call, its socket at its next heartbeat.
 */
export async function operatorSessions(db: Db, op: ActingOperator): Promise<OperatorSession[]> {
  const merchantId = op.home ? op.home.id : op.merchant?.id;
  const rows = await repo.liveSessions(db, merchantId, OPERATOR_SESSION.idleMinutes);
  return rows.map((r) => ({
    id: r.id,
    operatorId: r.operator_id,
    operator: r.username,
    merchant: r.merchant,
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: iso(r.created_at)!,
    lastSeenAt: iso(r.last_seen_at)!,
    current: r.id === op.sessionId,
  }));
}

export async function endOperatorSession(db: Db, op: ActingOperator, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const s = await repo.lockSession(trx, id);
    // Another merchant's session is no session of the caller's: not found.
    if (!s || (op.home && s.merchant_id !== op.home.id)) throw new AppError('not_found');
    if (s.revoked_at !== null) return;
    await repo.revokeSession(trx, id);
    await appendAudit(trx, op, {
      action: 'operator.session_ended',
      targetType: 'operator',
      targetId: s.operator_id,
      merchantId: s.merchant_id,
      before: { session: id, operator: s.username },
      after: { session: id, ended: true },
    });
  });
}
