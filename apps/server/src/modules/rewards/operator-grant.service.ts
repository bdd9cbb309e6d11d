import type { OperatorGrantBody } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { grantReward, type GrantedReward } from './grant.service.js';

/**
 * An operator's reward to one member of its merchant (source 'operator', reference the
 * operator's own: granting again with it answers the first reward), audited in the grant's
 * transaction. Unknown member: 404 not_found.
 */
export async function operatorGrant(db: Db, op: MerchantOperator, body: OperatorGrantBody): Promise<GrantedReward> {
  return db.transaction().execute(async (trx) => {
    const granted = await grantReward(trx, {
      merchantId: op.merchantId,
      memberId: body.memberId,
      source: 'operator',
      sourceRef: body.reference,
      amount: BigInt(body.amount),
      title: body.title,
      turnoverMultiplier: body.turnoverMultiplier,
      delivery: body.delivery,
    });
    if (!granted.replayed)
      await appendAudit(trx, op, {
        action: 'rewards.grant',
        targetType: 'member_reward',
        targetId: granted.id,
        after: {
          memberId: body.memberId,
          amount: body.amount,
          turnoverMultiplier: body.turnoverMultiplier,
          delivery: body.delivery,
        },
      });
    return granted;
  });
}
