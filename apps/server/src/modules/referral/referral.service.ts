import type { ReferralInviteePage, ReferralOverview } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso, pageFrom, type PageRequest } from '../../core/page.js';
import { mainDomainOf, type Merchant } from '../merchant/index.js';
import { referralCodeOf } from '../member/index.js';
import { maskName } from '../winners/index.js';
import { inviteePage, referrerTotals } from './referral.repository.js';

/**
 * Invite friends (the REFERRAL promo, §6: merchant setting referralEnabled; off, every call
 * answers referral_disabled): the member's code and register link, the friends who joined with
 * it and the rewards earned (referral.subscriber.ts pays them).
 */
export interface ReferralCaller {
  merchant: Merchant;
  memberId: string;
}

const enabled = (m: Merchant) => {
  if (!m.settings.referralEnabled) throw new AppError('referral_disabled');
};

/** The member site's origin: the merchant's main domain (https) when the call came elsewhere, else the caller's origin. */
const siteOrigin = (mainDomain: string | null, origin: { protocol: string; host: string }) =>
  mainDomain && mainDomain !== origin.host.replace(/:\d+$/, '') ? `https://${mainDomain}` : `${origin.protocol}://${origin.host}`;

export async function referralOverview(
  db: Db,
  c: ReferralCaller,
  origin: { protocol: string; host: string },
): Promise<ReferralOverview> {
  enabled(c.merchant);
  const [code, domain, totals] = await Promise.all([
    referralCodeOf(db, c.merchant.id, c.memberId),
    mainDomainOf(db, c.merchant.id),
    referrerTotals(db, c.merchant.id, c.memberId),
  ]);
  const s = c.merchant.settings.referral;
  return {
    code,
    link: `${siteOrigin(domain, origin)}/register?referralCode=${encodeURIComponent(code)}`,
    invitees: totals.invitees,
    qualified: totals.qualified,
    rewardsEarned: totals.rewards,
    conditions: {
      minFirstDeposit: String(s.minFirstDeposit),
      minValidBet: String(s.minValidBet),
      withinDays: s.withinDays,
      rewardAmount: String(s.rewardAmount),
    },
  };
}

export async function invitees(db: Db, c: ReferralCaller, p: PageRequest): Promise<ReferralInviteePage> {
  enabled(c.merchant);
  const [rows, totals] = await Promise.all([
    inviteePage(db, c.merchant.id, c.memberId, p),
    referrerTotals(db, c.merchant.id, c.memberId),
  ]);
  return pageFrom(
    rows.map((r) => ({
      username: maskName(r.username),
      joinedAt: iso(r.joined_at)!,
      qualified: r.qualified_at !== null,
      qualifiedAt: iso(r.qualified_at),
      reward: r.reward_amount === null ? null : String(r.reward_amount),
    })),
    totals.invitees,
    p,
  );
}
