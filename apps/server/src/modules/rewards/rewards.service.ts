import type { BonusDetails, RewardListQuery, RewardPage, RewardView } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { pageFrom, type PageRequest } from '../../core/page.js';
import { dbDate, dbNow } from '../../lib/db-clock.js';
import { payReward } from './grant.service.js';
import { checkOnePerPerson } from './one-per-person.service.js';
import { rewardView, wageringOf } from './rewards.presenter.js';
import {
  claimableCount,
  countsByStatus,
  expireClaimable,
  lockReward,
  markClaimed,
  pageOfBonuses,
  pageOfRewards,
  rewardById,
} from './rewards.repository.js';
import { wageringState } from './wagering.service.js';

/** Who claims: the member, from where (the one-per-person checks read the IP and device). */
export interface RewardCaller {
  merchantId: string;
  memberId: string;
  ip: string;
  /** The browser's device id header (HEADERS.device), when it sent one. */
  deviceId: string | null;
}

/**
 * Claims a claimable reward of the caller's own and pays it (promotion -> MAIN) in one
 * transaction. Another member's reward or an unknown id: 404 reward_not_found; past its expiry
 * (whether or not the job has marked it): 409 reward_expired. Claiming a reward already claimed
 * answers it as it is (200, the same answer as the first claim, nothing paid again): a retried
 * claim is safe. A reward of one of the merchant's bonuses runs the one-per-person checks first.
 */
export async function claimReward(db: Db, caller: RewardCaller, id: string): Promise<RewardView> {
  await db.transaction().execute(async (trx) => {
    const r = await lockReward(trx, caller.merchantId, id);
    if (!r || r.member_id !== caller.memberId) throw new AppError('reward_not_found');
    if (r.status === 'claimed') return;
    if (r.status === 'expired' || (r.expires_at && r.expires_at.getTime() <= dbNow())) throw new AppError('reward_expired');
    if (r.definition_id) await checkOnePerPerson(trx, caller, r.definition_id);
    await markClaimed(trx, r.id, caller.ip, caller.deviceId);
    await payReward(trx, r);
  });
  return rewardView((await rewardById(db, caller.merchantId, id))!);
}

/** The reward centre's list: one status, newest first, with the count of each status. */
export async function rewardsPage(db: Db, merchantId: string, memberId: string, q: RewardListQuery): Promise<RewardPage> {
  const counts = await countsByStatus(db, merchantId, memberId);
  const rows = await pageOfRewards(db, merchantId, memberId, q.status, q);
  return { ...pageFrom(rows.map(rewardView), counts[q.status], q), counts };
}

/** The reward-centre badge. */
export async function rewardsSummary(db: Db, merchantId: string, memberId: string) {
  return { claimable: await claimableCount(db, merchantId, memberId) };
}

/** bonusDetails: each claimed bonus with a turnover requirement and its progress; what is still locked. */
export async function bonusDetails(db: Db, merchantId: string, memberId: string, page: PageRequest): Promise<BonusDetails> {
  const { rows, total } = await pageOfBonuses(db, merchantId, memberId, page);
  const state = await wageringState(db, merchantId, memberId);
  const content = rows.map((r) => {
    const required = BigInt(r.turnover_required);
    const done = BigInt(r.turnover_done);
    const status = wageringOf(r) as 'wagering' | 'met' | 'voided';
    return {
      id: r.id,
      source: r.source as RewardView['source'],
      title: r.title as RewardView['title'],
      amount: r.amount,
      claimedAt: r.claimed_at!.toISOString(),
      turnoverRequired: r.turnover_required,
      turnoverDone: r.turnover_done,
      percent: status === 'met' ? 100 : Number((done * 100n) / required),
      status,
    };
  });
  return { ...pageFrom(content, total, page), locked: String(state.locked), turnoverLeft: String(state.turnoverLeft) };
}

/** The expiry job: claimable rewards past their expiry become expired. */
export async function expireRewards(deps: { db: Db }, now = dbDate()): Promise<number> {
  return expireClaimable(deps.db, now);
}
