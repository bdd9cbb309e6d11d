import type { MemberPages } from '../../features/member-center/MemberCenterPage';
import { SecurityCenter } from '../../features/member-center/SecurityCenter';
import { AffiliateApplicationPage } from '../../features/member-center/AffiliateApplicationPage';
import { TransferFundPage } from '../../features/wallet/TransferFundPage';
import { BettingRecordPage } from '../../features/records/BettingRecordPage';
import { AccountRecordPage } from '../../features/records/AccountRecordPage';
import { PersonalLossPage } from '../../features/records/PersonalLossPage';
import { DepositPage } from '../../features/payments/DepositPage';
import { WithdrawPage } from '../../features/payments/WithdrawPage';
import { TransferUplinePage } from '../../features/payments/TransferUplinePage';
// missions and leaderboard (issue 14)
import { MissionLeaderboardPage } from '../../features/missions/MissionLeaderboardPage';

/**
 * The member-centre pages that exist, by tab. A tab without an entry shows an honest
 * "not available yet" inside the layout. A new page adds one line here.
 */
export const MEMBER_PAGES: MemberPages = {
  securityCenter: SecurityCenter,
  transferFund: TransferFundPage,
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: AccountRecordPage,
  personalProfit: PersonalLossPage,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferUpline: TransferUplinePage,
  affiliateApplication: AffiliateApplicationPage,
  // missions and leaderboard (issue 14)
  missionLeaderboard: MissionLeaderboardPage,
};
