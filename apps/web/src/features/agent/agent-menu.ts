import type { IconName } from '../../components/ui/Icon';
import type { AgentTab } from '../../config/paths';

export interface AgentMenuItem {
  tab: AgentTab;
  icon: IconName;
}

/** The flags of the consolidated contract that open the dividend record and the salary pages. */
export interface ContractFlags {
  dividend: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
}

/** The agent centre menu of §2 every agent sees; agentTeamOverview is the default page. */
export const AGENT_MENU: readonly AgentMenuItem[] = [
  { tab: 'announcement', icon: 'megaphone' },
  { tab: 'agentTeamOverview', icon: 'users' },
  { tab: 'registerCenter', icon: 'user' },
  { tab: 'downlineManagement', icon: 'users' },
  { tab: 'teamBetting', icon: 'list' },
  { tab: 'userLoss', icon: 'chart' },
  { tab: 'agentRevenueReport', icon: 'wallet' },
  { tab: 'accountDetails', icon: 'list' },
];

/**
 * The gated entries: dividend record only when the consolidated contract says dividend is
 * enabled, and daily, hourly and real-time salary each behind its own flag (the consolidated
 * call answers all four off for trial members and without AGENTPOLICY3, §6).
 */
const GATED: readonly (AgentMenuItem & { flag: keyof ContractFlags })[] = [
  { tab: 'dividendRecord', icon: 'crown', flag: 'dividend' },
  { tab: 'dailySalary', icon: 'clock', flag: 'dailySalary' },
  { tab: 'hourlySalary', icon: 'clock', flag: 'hourlySalary' },
  { tab: 'realTimeSalary', icon: 'zap', flag: 'realtimeSalary' },
];

export function agentMenu(flags: ContractFlags | undefined): AgentMenuItem[] {
  return [...AGENT_MENU, ...GATED.filter((g) => flags?.[g.flag]).map(({ tab, icon }) => ({ tab, icon }))];
}

export const DEFAULT_AGENT_TAB: AgentTab = 'agentTeamOverview';
