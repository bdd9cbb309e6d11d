import type { IconName } from '../../components/ui/Icon';
import type { AgentTab } from '../../config/paths';

/**
 * The agent centre menu of §2; agentTeamOverview is the default page.
 *
 * Dividend record (shown only when the consolidated contract has dividend enabled) and
 * daily, hourly and real-time salary (each behind its contract flag: dailysalreqtype,
 * contracthoursalreq, realtimesalreqtype) are left out: the consolidated contract that
 * carries those settings does not exist yet, so none of the four can be enabled. They
 * join this list, each with its gate, when the contracts call exists.
 */
export const AGENT_MENU: readonly { tab: AgentTab; icon: IconName }[] = [
  { tab: 'announcement', icon: 'megaphone' },
  { tab: 'agentTeamOverview', icon: 'users' },
  { tab: 'registerCenter', icon: 'user' },
  { tab: 'downlineManagement', icon: 'users' },
  { tab: 'teamBetting', icon: 'list' },
  { tab: 'userLoss', icon: 'chart' },
  { tab: 'agentRevenueReport', icon: 'wallet' },
  { tab: 'accountDetails', icon: 'list' },
];

export const DEFAULT_AGENT_TAB: AgentTab = 'agentTeamOverview';
