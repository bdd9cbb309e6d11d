import { AgentCentre } from '../../features/agent/AgentCentre';

export default function AgentCentrePage() {
  return <AgentCentre />;
}
