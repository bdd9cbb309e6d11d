/** Member type numbers (§4, §9). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const PLAYER_TYPE = 0;

export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}
export function isTrialType(type: number): boolean {
  return type === TRIAL_TYPE;
}

/** Why a member type may not sign in to the agent site (§6: it rejects non-agents and non-members), or null. */
export function agentSiteRefusal(type: number): 'non_agent_cannot_login' | 'non_member_cannot_login' | null {
  if (isTrialType(type)) return 'non_member_cannot_login';
  return isAgentType(type) ? null : 'non_agent_cannot_login';
}
