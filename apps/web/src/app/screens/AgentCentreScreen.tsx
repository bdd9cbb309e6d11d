import { AgentCentre } from '../../features/agent/AgentCentre';

export default function AgentCentreScreen() {
  return <AgentCentre />;
}
