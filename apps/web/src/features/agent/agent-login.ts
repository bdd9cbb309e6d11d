import { API, isAgentType, isTrialType, type LoginBody, type LoginResult, type MemberInfo } from '@playhouse/contract';
import { call } from '../../lib/api-client';
import { setToken } from '../../lib/session-store';

export type AgentLoginOutcome =
  | { kind: 'agent'; result: LoginResult }
  /** The account signed in but may not use the agent site; the caller signs it out again. */
  | { kind: 'refused'; code: 'non_agent_cannot_login' | 'non_member_cannot_login' };

/** Why a member type may not use the agent site (§6: it rejects non-agents and non-members). */
export function agentRefusal(type: number): 'non_agent_cannot_login' | 'non_member_cannot_login' | null {
  if (isTrialType(type)) return 'non_member_cannot_login';
  return isAgentType(type) ? null : 'non_agent_cannot_login';
}

/**
 * The agent login: POST /wps/session/login (encrypted), then GET /wps/member/info with the
 * new token, which is stored but not yet announced to the app, so a refused account never
 * shows up as signed in. Failures throw ApiError.
 */
export async function agentLogin(body: LoginBody): Promise<AgentLoginOutcome> {
  const result = await call<LoginResult>(API.session.login, { method: 'POST', body, encrypt: true });
  setToken(result.token);
  const info = await call<MemberInfo>(API.member.info);
  const refusal = agentRefusal(info.type);
  return refusal ? { kind: 'refused', code: refusal } : { kind: 'agent', result };
}
