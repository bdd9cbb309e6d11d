import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The agent back office's error codes (hierarchy, reports, register centre), contracts' apart. */
export type AgentErrorCode = Exclude<Extract<ErrorCode, `agent_${string}`>, `agent_contract_${string}`>;

/**
 * Texts of the agent back office's error codes; the agent centre's chunk registers them, the
 * server's messageFor reads them here.
 */
export const agentErrors: Record<Language, Record<AgentErrorCode, string>> = {
  EN: {
    agent_member_not_found: 'No such member in your team.',
    agent_move_loop: 'A member cannot be moved under one of its own downlines.',
    agent_prize_group_above_upline: 'The prize group cannot be higher than the upline’s own.',
    agent_prize_group_below_downline: 'The prize group cannot be lower than a direct downline’s ({{min}}): lower theirs first.',
    agent_cannot_register_agents: 'Your account can register players only.',
  },
  TY: {
    agent_member_not_found: 'Walang ganitong miyembro sa iyong team.',
    agent_move_loop: 'Hindi maililipat ang miyembro sa ilalim ng sarili nitong downline.',
    agent_prize_group_above_upline: 'Hindi maaaring mas mataas ang prize group kaysa sa sariling prize group ng upline.',
    agent_prize_group_below_downline:
      'Hindi maaaring mas mababa ang prize group kaysa sa isang direktang downline ({{min}}): ibaba muna ang sa kanila.',
    agent_cannot_register_agents: 'Mga player lamang ang maaaring irehistro ng iyong account.',
  },
};
