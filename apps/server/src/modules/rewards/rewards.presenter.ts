import type { RewardView } from '@playhouse/contract/engagement';
import { iso } from '../../core/page.js';
import type { RewardRow } from './rewards.repository.js';

type Title = RewardView['title'];
type Wagering = RewardView['wagering'];

export function wageringOf(r: RewardRow): Wagering {
  if (BigInt(r.turnover_required) === 0n) return 'none';
  if (r.wagering_voided_at) return 'voided';
  if (r.wagering_met_at) return 'met';
  return 'wagering';
}

/** A member_rewards row as the reward centre shows it. */
export function rewardView(r: RewardRow): RewardView {
  return {
    id: r.id,
    source: r.source as RewardView['source'],
    title: r.title as Title,
    amount: r.amount,
    status: r.status,
    expiresAt: iso(r.expires_at),
    claimedAt: iso(r.claimed_at),
    createdAt: iso(r.created_at)!,
    turnoverRequired: r.turnover_required,
    turnoverDone: r.turnover_done,
    wagering: wageringOf(r),
  };
}
