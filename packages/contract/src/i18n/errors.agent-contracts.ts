import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The agent contracts' error codes (offers, tiers, terminations, bills). */
export type AgentContractErrorCode = Extract<ErrorCode, `agent_contract_${string}`>;

/** Texts of the agent contracts' error codes; the agent centre's chunk registers them. */
export const agentContractErrors: Record<Language, Record<AgentContractErrorCode, string>> = {
  EN: {},
  TY: {},
};
