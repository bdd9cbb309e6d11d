import type { MemberPages } from '../../features/member-center/MemberCenterPage';
// responsible gaming (issue 14): the security centre with its responsible-gaming section
import { SecurityCenterScreen } from './SecurityCenterScreen';
import { AffiliateApplicationPage } from '../../features/member-center/AffiliateApplicationPage';
import { TransferFundPage } from '../../features/wallet/TransferFundPage';
import { BettingRecordPage } from '../../features/records/BettingRecordPage';
import { AccountRecordPage } from '../../features/records/AccountRecordPage';
import { PersonalLossPage } from '../../features/records/PersonalLossPage';
import { DepositPage } from '../../features/payments/DepositPage';
import { WithdrawPage } from '../../features/payments/WithdrawPage';
import { TransferUplinePage } from '../../features/payments/TransferUplinePage';
// manual rebate (issue 14)
import { ManualRebatePage } from '../../features/rebate/ManualRebatePage';
// messages and feedback (issue 14)
import { MessagesPage } from '../../features/messages/MessagesPage';
// referral (issue 14)
import { ReferralPage } from '../../features/referral/ReferralPage';
// rewards (issue 14)
import { RewardCenterPage } from '../../features/rewards/RewardCenterPage';
import { BonusDetailsPage } from '../../features/rewards/BonusDetailsPage';
// missions and leaderboard (issue 14)
import { MissionLeaderboardPage } from '../../features/missions/MissionLeaderboardPage';

/**
 * The member-centre pages that exist, by tab. A tab without an entry shows an honest
 * "not available yet" inside the layout. A new page adds one line here.
 */
export const MEMBER_PAGES: MemberPages = {
  securityCenter: SecurityCenterScreen,
  transferFund: TransferFundPage,
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: AccountRecordPage,
  personalProfit: PersonalLossPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  affiliateApplication: AffiliateApplicationPage,
  // manual rebate (issue 14)
  manualRebate: ManualRebatePage,
  // messages and feedback (issue 14)
  messageV2: MessagesPage,
  // referral (issue 14)
  referral: ReferralPage,
  // rewards (issue 14)
  rewardCenter: RewardCenterPage,
  bonusDetails: BonusDetailsPage,
  // missions and leaderboard (issue 14)
  missionLeaderboard: MissionLeaderboardPage,
};
