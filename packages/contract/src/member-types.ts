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
