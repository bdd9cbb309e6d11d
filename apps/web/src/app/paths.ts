import { PAGES, type GameType } from '@playhouse/contract';
import type { IconName } from '../components/ui/Icon';

/**
 * Every in-app link is built here (the routes themselves come from the contract's PAGES).
 * The member and agent centres pick their page with `?tab=`, so the spec's single routes
 * /member and /agentHome stay the only paths.
 */
export type MemberTab =
  | 'securityCenter'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'transferUpline'
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'missionLeaderboard'
  | 'messageV2'
  | 'manualRebate';

export type AgentTab =
  | 'announcement'
  | 'agentTeamOverview'
  | 'registerCenter'
  | 'downlineManagement'
  | 'teamBetting'
  | 'userLoss'
  | 'agentRevenueReport'
  | 'accountDetails'
  | 'dividendRecord'
  | 'dailySalary'
  | 'hourlySalary'
  | 'realTimeSalary';

export const paths = {
  home: PAGES.home,
  login: PAGES.login,
  register: PAGES.register,
  help: PAGES.help,
  terms: `${PAGES.help}#term`,
  promotions: PAGES.promotions,
  pointMall: PAGES.pointMall,
  favorite: PAGES.favorite,
  recent: PAGES.recent,
  inHouse: '/bgs',
  agent: PAGES.agent,
  member: (tab?: MemberTab) => (tab ? `${PAGES.member}?tab=${tab}` : PAGES.member),
  agentHome: (tab?: AgentTab) => (tab ? `${PAGES.agentHome}?tab=${tab}` : PAGES.agentHome),
} as const;

/** The game types of §1 with their pages (game centres and game lists of §2). */
export const GAME_PAGES: readonly { type: GameType; path: string; kind: 'list' | 'centre'; icon: IconName }[] = [
  { type: 'RNG', path: '/rng', kind: 'list', icon: 'dice' },
  { type: 'LIVE', path: '/live', kind: 'list', icon: 'live' },
  { type: 'FISH', path: '/fish', kind: 'list', icon: 'fish' },
  { type: 'PVP', path: '/pvp', kind: 'list', icon: 'cards' },
  { type: 'SPORTS', path: '/sports', kind: 'centre', icon: 'ball' },
  { type: 'ESPORTS', path: '/esports', kind: 'centre', icon: 'gamepad' },
  { type: 'LOTT', path: '/lott', kind: 'centre', icon: 'ticket' },
  { type: 'ELOTT', path: '/elott', kind: 'centre', icon: 'zap' },
  { type: 'COCKFIGHT', path: '/cockfight', kind: 'centre', icon: 'feather' },
  { type: 'BGS', path: '/bgs', kind: 'list', icon: 'crown' },
];

/** §6: the ESPORTS and COCKFIGHT sections need vendors; with no vendor list yet they stay hidden in menus. */
export const NEEDS_VENDORS: readonly GameType[] = ['ESPORTS', 'COCKFIGHT'];
