/** The agent module's public entry: other modules, jobs, seeds and tests import only this file. */
export { agentRoutes } from './agent.routes.js';
export { agentOpsRoutes } from './agent-ops.routes.js';
export { agentCaller, type AgentCaller } from './agent.http.js';
// Team figures from the rollups (what contract settlement reads), the merchant's agent settings,
// and the one way to change the merchant's time zone (it rebuilds the agent periods cut in it).
export { teamFigures, type TeamFigures } from './figures.service.js';
export {
  agentSettings,
  changeMerchantTimeZone,
  saveAgentSettings,
  DEFAULT_AGENT_SETTINGS,
  type AgentSettings,
} from './settings.repository.js';
export { agentRollupSubscriber } from './rollups.subscriber.js';
export { addToRollup, hourOf, type RollupDelta } from './rollups.repository.js';
// Applications from elsewhere (a type-6 feedback), written in the caller's transaction.
export { recordAgentApplication } from './applications.service.js';
