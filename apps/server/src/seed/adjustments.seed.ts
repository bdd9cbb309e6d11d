import { ROLE_PERMISSIONS } from '@playhouse/contract';
import type { Db } from '../db/database.js';
import { requestAdjustment } from '../modules/member-admin/index.js';
import { findMerchantById } from '../modules/merchant/index.js';
import type { MerchantOperator } from '../modules/operator/index.js';
import { createMember } from './merchant.factory.js';
import { DEMO_OPERATORS } from './operators.seed.js';

/** The player the demo's adjustments are for (its own, so no other demo account's balance moves). */
export const DEMO_ADJUSTED = { username: 'demolucky', password: 'demo1234', nickname: 'Lucky Demo' } as const;

/**
 * The console's adjustments page with content: the demo merchant's owner posted a small
 * goodwill credit to a player and asked for a larger one, which waits for a second person (the
 * platform owner may approve it; demo-owner may not: four eyes). Once per database.
 */
export async function seedAdjustments(db: Db, merchantId: string): Promise<void> {
  const done = await db.selectFrom('member_adjustments').select('id').where('merchant_id', '=', merchantId).executeTakeFirst();
  const owner = await db
    .selectFrom('operator_users')
    .select(['id', 'role'])
    .where('username', '=', DEMO_OPERATORS.merchantOwner.username)
    .executeTakeFirst();
  const merchant = await findMerchantById(db, merchantId);
  if (done || !owner || !merchant) return;
  const playerId = await createMember(db, merchantId, { ...DEMO_ADJUSTED });
  const op: MerchantOperator = {
    kind: 'user',
    id: owner.id,
    name: DEMO_OPERATORS.merchantOwner.username,
    role: 'owner',
    permissions: ROLE_PERMISSIONS.owner,
    level: 'merchant',
    home: merchant,
    merchant,
    merchantId,
    settings: merchant.settings,
    sessionId: null,
    csrf: null,
    ip: '127.0.0.1',
  };
  await requestAdjustment(db, op, playerId, {
    direction: 'credit',
    amount: '5000',
    category: 'goodwill',
    comment: 'Sorry for the slow withdrawal last week',
  });
  await requestAdjustment(db, op, playerId, {
    direction: 'credit',
    amount: '250000',
    category: 'compensation',
    comment: 'Round lost to the vendor outage on Friday (ticket 4411)',
  });
}
