import type { OperatorPermission, OpsQueueCounts, OpsQueueTopic } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { pendingAdjustmentCount } from '../member-admin/index.js';
import { pendingDepositCount, withdrawalQueueCounts } from '../payments/index.js';

/** What each queue's counts are, and who may follow them (the permission that reads the queue). */
export const QUEUES: {
  [T in OpsQueueTopic]: { permission: OperatorPermission; counts: (db: Db, merchantId: string) => Promise<OpsQueueCounts[T]> };
} = {
  withdrawals: { permission: 'withdrawals.read', counts: withdrawalQueueCounts },
  deposits: { permission: 'deposits.read', counts: async (db, m) => ({ pending: await pendingDepositCount(db, m) }) },
  adjustments: { permission: 'adjustments.request', counts: async (db, m) => ({ pending: await pendingAdjustmentCount(db, m) }) },
};
