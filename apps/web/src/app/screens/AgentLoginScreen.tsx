import { AgentLoginPage } from '../../features/agent/AgentLoginPage';

// Its own chunk: the agent's form (react-hook-form, the contract's schemas) stays off the player's first page.
export default function AgentLoginScreen() {
  return <AgentLoginPage />;
}
