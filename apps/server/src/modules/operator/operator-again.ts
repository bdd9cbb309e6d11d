import { ROLE_PERMISSIONS } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { findMerchantById } from '../merchant/index.js';
import type { MerchantOperator } from './operator.context.js';
import { userById } from './operator.repository.js';

/**
 * An operator user acting again, outside a request, on a merchant it asked about before (a
 * background task it started): its role and merchant as they are now, or null when it may no
 * longer act there (disabled, not activated, moved to another merchant, merchant gone). The
 * caller checks the permission, so a role taken away meanwhile stops the task.
 */
export async function operatorActingAgain(
  db: Db,
  operatorId: string,
  merchantId: string,
  ip: string,
): Promise<MerchantOperator | null> {
  const user = await userById(db, operatorId);
  if (!user || user.disabled_at !== null || user.activated_at === null) return null;
  if (user.merchant_id !== null && user.merchant_id !== merchantId) return null;
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) return null;
  return {
    kind: 'user',
    id: user.id,
    name: user.username,
    role: user.role,
    permissions: ROLE_PERMISSIONS[user.role],
    level: user.merchant_id === null ? 'platform' : 'merchant',
    home: user.merchant_id === null ? null : merchant,
    merchant,
    merchantId: merchant.id,
    settings: merchant.settings,
    sessionId: null,
    csrf: null,
    ip,
  };
}
