import type { MemberPages } from '../../features/member-centre/MemberCentre';
// The security centre with its responsible-gaming section.
import { SecurityCentrePage } from './SecurityCentrePage';
import { AffiliateApplicationPage } from '../../features/member-centre/AffiliateApplicationPage';
import { TransferFundPage } from '../../features/wallet/TransferFundPage';
import { BettingRecordPage } from '../../features/records/BettingRecordPage';
import { AccountRecordPage } from '../../features/records/AccountRecordPage';
import { PersonalLossPage } from '../../features/records/PersonalLossPage';
import { DepositPage } from '../../features/payments/DepositPage';
import { WithdrawPage } from '../../features/payments/WithdrawPage';
import { TransferUplinePage } from '../../features/payments/TransferUplinePage';
import { ManualRebatePage } from '../../features/rebate/ManualRebatePage';
import { MessagesPage } from '../../features/messages/MessagesPage';
import { ReferralPage } from '../../features/referral/ReferralPage';
import { RewardCentrePage } from '../../features/rewards/RewardCentrePage';
import { BonusDetailsPage } from '../../features/rewards/BonusDetailsPage';
import { MissionLeaderboardPage } from '../../features/missions/MissionLeaderboardPage';

/**
 * The member-centre pages that exist, by tab. A tab without an entry shows an honest
 * "not available yet" inside the layout. A new page adds one line here.
 */
export const MEMBER_PAGES: MemberPages = {
  securityCenter: SecurityCentrePage,
  transferFund: TransferFundPage,
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: AccountRecordPage,
  personalProfit: PersonalLossPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  affiliateApplication: AffiliateApplicationPage,
  manualRebate: ManualRebatePage,
  messageV2: MessagesPage,
  referral: ReferralPage,
  rewardCenter: RewardCentrePage,
  bonusDetails: BonusDetailsPage,
  missionLeaderboard: MissionLeaderboardPage,
};
