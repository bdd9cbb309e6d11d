import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { directDownlineIds, memberBasics } from '../member/index.js';
import { memberGroup, memberGroupsOf, setMemberGroup } from '../lottery/index.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';

/**
 * An operator sets a member's LOTT prize group under the same rules as the agents: never above
 * its upline's own group (nor the merchant's cap), never below one of its direct downlines'
 * (an agent's group bounds its team's). Audited with the reason.
 */
export async function setPrizeGroupByOperator(db: Db, op: MerchantOperator, memberId: string, group: number, reason: string) {
  return db.transaction().execute(async (trx) => {
    const member = await memberBasics(trx, op.merchantId, memberId);
    if (!member) throw new AppError('agent_member_not_found');
    const before = await memberGroup(trx, op.merchantId, memberId);
    const cap = member.upline_id
      ? Math.min((await memberGroup(trx, op.merchantId, member.upline_id)).own, before.max)
      : before.max;
    if (group > cap) throw new AppError('agent_prize_group_above_upline', undefined, { max: cap });
    const downlines = [
      ...(await memberGroupsOf(trx, op.merchantId, await directDownlineIds(trx, op.merchantId, memberId))).values(),
    ];
    const floor = Math.max(0, ...downlines);
    if (group < floor) throw new AppError('agent_prize_group_below_downline', undefined, { min: floor });
    await setMemberGroup(trx, op.merchantId, memberId, group);
    await appendAudit(trx, op, {
      action: 'agent.prize_group',
      targetType: 'member',
      targetId: memberId,
      before: { prizeGroup: before.own },
      after: { prizeGroup: group, reason },
    });
    return { id: memberId, prizeGroup: group };
  });
}
