import { PAGES, type GameType } from '@playhouse/contract';

/**
 * Every in-app URL path is built here (the routes themselves come from the contract's PAGES); no
 * component writes a path literal.
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
  | 'manualRebate'
  | 'affiliateApplication';

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
  vip: PAGES.vip,
  activities: PAGES.activities,
  favorite: PAGES.favorite,
  recent: PAGES.recent,
  inHouse: '/bgs',
  agent: PAGES.agent,
  member: (tab?: MemberTab) => (tab ? `${PAGES.member}?tab=${tab}` : PAGES.member),
  agentHome: (tab?: AgentTab) => (tab ? `${PAGES.agentHome}?tab=${tab}` : PAGES.agentHome),
} as const;

/** The game types of §1 with their pages (game centres and game lists of §2). */
export const GAME_PAGES: readonly { type: GameType; path: string; kind: 'list' | 'centre' }[] = [
  { type: 'RNG', path: '/rng', kind: 'list' },
  { type: 'LIVE', path: '/live', kind: 'list' },
  { type: 'FISH', path: '/fish', kind: 'list' },
  { type: 'PVP', path: '/pvp', kind: 'list' },
  { type: 'SPORTS', path: '/sports', kind: 'centre' },
  { type: 'ESPORTS', path: '/esports', kind: 'centre' },
  { type: 'LOTT', path: '/lott', kind: 'centre' },
  { type: 'ELOTT', path: '/elott', kind: 'centre' },
  { type: 'COCKFIGHT', path: '/cockfight', kind: 'centre' },
  { type: 'BGS', path: '/bgs', kind: 'list' },
];

/** §6: the ESPORTS and COCKFIGHT sections need vendors; with no vendor list yet they stay hidden in menus. */
export const NEEDS_VENDORS: readonly GameType[] = ['ESPORTS', 'COCKFIGHT'];

/** A vendor's game page: the category's page filtered by the vendor (§2: the vassalage query). */
export const vendorPath = (path: string, vendor: string) => `${path}?vassalage=${encodeURIComponent(vendor)}`;
