/** The agent module's public entry: other modules, jobs, seeds and tests import only this file. */
export { agentRoutes } from './agent.routes.js';
export { agentOfInvitation } from './agent.service.js';
