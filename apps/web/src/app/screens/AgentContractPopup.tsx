import type { ReactNode } from 'react';
import { ContractPopup } from '../../features/agent/ContractPopup';

/** The agent's contract popup on the member site (its own chunk, loaded only for signed-in agents). */
export default function AgentContractPopup(): ReactNode {
  return <ContractPopup />;
}
