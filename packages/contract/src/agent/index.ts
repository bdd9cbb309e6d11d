/**
 * @playhouse/contract/agent: the agent back office's schemas and pure rules (hierarchy, team
 * reports, contracts and their tiers), shared by the server and the agent centre. A separate
 * entry point so none of it reaches the member site's first load.
 */
export * from './constants.js';
export { agentErrors, type AgentErrorCode } from '../i18n/errors.agent.js';
export { agentContractErrors, type AgentContractErrorCode } from '../i18n/errors.agent-contracts.js';
export * from './hierarchy.js';
export * from './reports.js';
export * from './terms.js';
export * from './contracts.js';
