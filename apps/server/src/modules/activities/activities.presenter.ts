import { textIn, type Language } from '@playhouse/contract';
import { activityStatus, type ActivityItem } from '@playhouse/contract/engagement';
import { iso } from '../../core/page.js';
import type { MemberActivityRow } from './activities.repository.js';
import type { OpsActivityRow } from './ops.repository.js';

/** Rows -> the contract's shapes. */

const big = (v: string | bigint | null | undefined) => BigInt(v ?? 0);

/** A join participation meets its condition when both its valid bet and its deposits reach the activity's minimums. */
export const conditionMet = (
  a: { min_valid_bet: string; min_deposit: string },
  p: { valid_bet: string | null; deposit: string | null },
) => big(p.valid_bet) >= big(a.min_valid_bet) && big(p.deposit) >= big(a.min_deposit);

export function memberActivity(r: MemberActivityRow, lang: Language, now: Date): ActivityItem {
  const joined = r.joined_at !== null;
  const status = activityStatus({
    kind: r.kind,
    now,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    application: r.application_id && r.application_status ? { status: r.application_status } : null,
    participation: joined ? { conditionMet: conditionMet(r, r), claimed: r.claimed_at !== null } : null,
  });
  return {
    id: r.id,
    kind: r.kind,
    title: textIn(r.title, lang),
    description: textIn(r.description, lang),
    imageUrl: r.image_url,
    startsAt: iso(r.starts_at)!,
    endsAt: iso(r.ends_at)!,
    rewardAmount: r.reward_amount,
    turnoverMultiplier: Number(r.turnover_multiplier),
    status,
    condition: r.kind === 'join' ? { minValidBet: r.min_valid_bet, minDeposit: r.min_deposit } : null,
    progress: joined ? { validBet: big(r.valid_bet).toString(), deposit: big(r.deposit).toString() } : null,
    application:
      r.application_id && r.application_status
        ? {
            id: r.application_id,
            comment: r.comment ?? '',
            images: r.images ?? 0,
            status: r.application_status,
            reason: r.reason,
            createdAt: iso(r.applied_at)!,
          }
        : null,
  };
}

export const opsActivity = (r: OpsActivityRow) => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  description: r.description,
  imageUrl: r.image_url,
  startsAt: iso(r.starts_at)!,
  endsAt: iso(r.ends_at)!,
  rewardAmount: r.reward_amount,
  turnoverMultiplier: Number(r.turnover_multiplier),
  delivery: r.delivery,
  minValidBet: r.min_valid_bet,
  minDeposit: r.min_deposit,
  sequence: r.sequence,
  enabled: r.enabled,
  pending: r.pending,
});
