// Its own chunk: the agent's form (react-hook-form, the contract's schemas) stays off the player's first page.
export { AgentLoginPage as default } from '../../features/agent/AgentLoginPage';
