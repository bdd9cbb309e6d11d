import type { FlagSet } from '@playhouse/contract';
import type { IconName } from '../../components/ui/Icon';
import type { MemberTab } from '../../config/paths';

export interface MemberMenuGates {
  flags: FlagSet | undefined;
  referralEnabled: boolean;
  /** The signed-in member is an agent. */
  isAgent: boolean;
}

export interface MemberMenuItem {
  tab: MemberTab;
  icon: IconName;
  /** Entries with a badge count (§2: missions, messages, rewards). */
  badge?: 'missions' | 'messages' | 'rewards';
  /** Feature gates of §6. */
  visible?(gates: MemberMenuGates): boolean;
}

/** The member centre menu of §2, in its order; securityCenter (My account) is the default. */
export const MEMBER_MENU: readonly MemberMenuItem[] = [
  { tab: 'securityCenter', icon: 'user' },
  { tab: 'transferFund', icon: 'wallet' },
  { tab: 'depositv2', icon: 'wallet' },
  { tab: 'withdraw', icon: 'download' },
  { tab: 'transferUpline', icon: 'users' },
  { tab: 'personalHistoryCopy', icon: 'list' },
  { tab: 'transactionHistory', icon: 'list' },
  { tab: 'personalProfit', icon: 'chart' },
  { tab: 'bonusDetails', icon: 'gift' },
  { tab: 'rewardCenter', icon: 'gift', badge: 'rewards' },
  { tab: 'referral', icon: 'users', visible: (g) => g.referralEnabled },
  { tab: 'missionLeaderboard', icon: 'star', badge: 'missions' },
  { tab: 'messageV2', icon: 'mail', badge: 'messages' },
  { tab: 'manualRebate', icon: 'refresh', visible: (g) => !!g.flags?.MANPLAYREB3 },
  // The affiliate application (§1 label): players find it at the end of their member centre, the
  // page of their own account (the member centre already refuses trial accounts with the
  // real-account message). Agents do not see it: they already are agents.
  { tab: 'affiliateApplication', icon: 'users', visible: (g) => !g.isAgent },
];

export const DEFAULT_MEMBER_TAB: MemberTab = 'securityCenter';
