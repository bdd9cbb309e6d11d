/**
 * What an agent type may do (the binding design's rule; the contract's `agentRights(type)` in
 * `@playhouse/contract/agent` states the same and replaces this once it is there): 1 registers
 * players and agents and offers contracts; 2 and 41 register players and hold contracts from
 * their upline; 42 registers players only.
 */
export function agentRights(type: number): { registersAgents: boolean; offersContracts: boolean; holdsContracts: boolean } {
  return {
    registersAgents: type === 1,
    offersContracts: type === 1,
    holdsContracts: type === 1 || type === 2 || type === 41,
  };
}
