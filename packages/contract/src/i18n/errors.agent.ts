import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The agent back office's error codes (hierarchy, reports, register centre), contracts' apart. */
export type AgentErrorCode = Exclude<Extract<ErrorCode, `agent_${string}`>, `agent_contract_${string}`>;

/**
 * Texts of the agent back office's error codes; the agent centre's chunk registers them, the
 * server's messageFor reads them here.
 */
export const agentErrors: Record<Language, Record<AgentErrorCode, string>> = {
  EN: {},
  TY: {},
};
