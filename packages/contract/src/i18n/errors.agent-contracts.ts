import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The agent contracts' error codes (offers, tiers, terminations, bills). */
export type AgentContractErrorCode = Extract<ErrorCode, `agent_contract_${string}`>;

/** Texts of the agent contracts' error codes; the agent centre's chunk registers them. */
export const agentContractErrors: Record<Language, Record<AgentContractErrorCode, string>> = {
  EN: {
    agent_contract_invalid_tiers:
      'The tiers are not valid: 1 to 6 tiers, one rate type, each tier with a higher threshold and a higher rate.',
    agent_contract_rate_above_upline: 'A rate is higher than your own contract allows.',
    agent_contract_upline_has_none: 'You hold no contract of this kind and game type to offer.',
    agent_contract_not_allowed: 'This account may not offer or hold this contract.',
    agent_contract_not_found: 'Contract not found.',
    agent_contract_wrong_status: 'This contract can no longer be changed this way.',
    agent_contract_downline_higher_rate:
      "One of your downlines holds a higher rate. Accepting ends that downline's contract. Confirm to continue.",
    agent_contract_offer_pending: 'An offer of this kind is already waiting for this downline.',
  },
  TY: {
    agent_contract_invalid_tiers:
      'Hindi wasto ang mga antas: 1 hanggang 6 na antas, iisang uri ng rate, bawat antas ay may mas mataas na threshold at rate.',
    agent_contract_rate_above_upline: 'May rate na mas mataas sa pinapayagan ng sarili mong kontrata.',
    agent_contract_upline_has_none: 'Wala kang kontrata ng ganitong uri at laro na maaaring ialok.',
    agent_contract_not_allowed: 'Hindi maaaring mag-alok o humawak ng kontratang ito ang account na ito.',
    agent_contract_not_found: 'Hindi nahanap ang kontrata.',
    agent_contract_wrong_status: 'Hindi na mababago ang kontratang ito sa ganitong paraan.',
    agent_contract_downline_higher_rate:
      'May downline kang may mas mataas na rate. Kapag tinanggap mo, matatapos ang kontrata ng downline na iyon. Kumpirmahin upang magpatuloy.',
    agent_contract_offer_pending: 'May alok na ng ganitong uri na naghihintay sa downline na ito.',
  },
};
