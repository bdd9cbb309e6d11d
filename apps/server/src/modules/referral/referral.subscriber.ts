import type { Db } from '../../db/database.js';
import { defineSubscriber, VALID_PLAY_EVENTS, validPlayOf } from '../events/index.js';
import { findMerchantById } from '../merchant/index.js';
import { grantReward } from '../rewards/index.js';
import {
  addValidBet,
  insertReferral,
  markQualified,
  recordFirstDeposit,
  setReward,
  type Progress,
} from './referral.repository.js';

const DAY_MS = 86_400_000;

/**
 * The referral promo's bookkeeping, from the domain events in the delivery's transaction:
 *   member.registered with a referrerId   records who invited whom, with the deadline (withinDays)
 *   deposit.confirmed                     the invitee's first deposit (before the deadline)
 *   round.settled, lottery.tickets_lost   the invitee's valid bet (validPlayOf), before the deadline
 * When the invitee reaches both minimums the referral is qualified, once, and the referrer gets
 * the reward (grantReward source referral, sourceRef the invitee, claimable): a redelivered or
 * later event finds it qualified, and grantReward pays one reward per invitee anyway. With the
 * promo off at that moment the invitee is qualified without a reward.
 */
export const referralSubscriber = defineSubscriber({
  name: 'referral-progress',
  types: ['member.registered', 'deposit.confirmed', ...VALID_PLAY_EVENTS],
  async handle(trx, event) {
    if (event.type === 'member.registered') {
      const p = event.payload;
      if (p.referrerId)
        await recordReferral(trx, {
          merchantId: p.merchantId,
          inviteeId: p.memberId,
          referrerId: p.referrerId,
          joinedAt: event.createdAt,
        });
      return;
    }
    if (event.type === 'deposit.confirmed') {
      const p = event.payload;
      const progress = await recordFirstDeposit(trx, p.merchantId, p.memberId, BigInt(p.amount), event.createdAt);
      if (progress) await qualifyIfMet(trx, p.merchantId, p.memberId, progress);
      return;
    }
    const play = validPlayOf(event);
    if (!play || play.validBet <= 0n) return;
    const progress = await addValidBet(trx, play.merchantId, play.memberId, play.validBet, play.at);
    if (progress) await qualifyIfMet(trx, play.merchantId, play.memberId, progress);
  },
});

/** Who invited whom (once per invitee), with the deadline of the merchant's withinDays. */
export async function recordReferral(
  db: Db,
  r: { merchantId: string; inviteeId: string; referrerId: string; joinedAt: Date },
): Promise<void> {
  if (r.inviteeId === r.referrerId) return;
  const merchant = await findMerchantById(db, r.merchantId);
  if (!merchant) return;
  const deadline = new Date(r.joinedAt.getTime() + merchant.settings.referral.withinDays * DAY_MS);
  await insertReferral(db, { ...r, deadline });
}

async function qualifyIfMet(trx: Db, merchantId: string, inviteeId: string, progress: Progress) {
  const merchant = await findMerchantById(trx, merchantId);
  if (!merchant) return;
  const s = merchant.settings.referral;
  if (progress.first_deposit === null || BigInt(progress.first_deposit) < BigInt(s.minFirstDeposit)) return;
  if (BigInt(progress.valid_bet) < BigInt(s.minValidBet)) return;
  const qualified = await markQualified(trx, merchantId, inviteeId);
  if (!qualified || !merchant.settings.referralEnabled) return;
  const amount = BigInt(s.rewardAmount);
  const reward = await grantReward(trx, {
    merchantId,
    memberId: qualified.referrer_id,
    source: 'referral',
    sourceRef: inviteeId,
    amount,
    title: { EN: 'Invite friends reward', TY: 'Gantimpala sa pag-imbita ng kaibigan' },
    turnoverMultiplier: s.turnoverMultiplier,
    delivery: 'claimable',
  });
  await setReward(trx, merchantId, inviteeId, reward.id, amount);
}
