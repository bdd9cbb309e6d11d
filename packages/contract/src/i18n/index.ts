import type { Language } from '../constants.js';
import { errorsEN } from './errors.en.js';
import { sharedMessagesTY } from './messages-ty.js';
import { lotteryErrors } from './errors.lottery.js';
import { agentErrors } from './errors.agent.js';
import { agentContractErrors } from './errors.agent-contracts.js';
// member engagement
import { rewardsErrors } from './errors.rewards.js';
import { pointsErrors } from './errors.points.js';
import { vipEnvelopeErrors } from './errors.vip-envelopes.js';
import { activitiesErrors } from './errors.activities.js';
import { missionErrors } from './errors.missions.js';
import { patternMessages } from './patterns.js';
import { responsibleGamingErrors } from './errors.responsible-gaming.js';
import { messagesErrors } from './errors.messages.js';
import { operatorErrors } from './errors.operator.js';

/**
 * Texts shared by server and browser: error messages and validation messages.
 * The web app merges these into its i18next resources; the server uses them for `message`. The
 * lottery's error texts are apart (errors.lottery.ts): the lottery pages register them.
 */
export const sharedMessagesEN: Record<string, string> = {
  ...errorsEN,
  ...responsibleGamingErrors.EN,
  ...messagesErrors.EN,
  ...patternMessages.EN,
};
export { sharedMessagesTY };
export const sharedMessages: Record<Language, Record<string, string>> = { EN: sharedMessagesEN, TY: sharedMessagesTY };

export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** The texts kept apart (their areas' pages register them in the browser); the server answers with them too. */
export const apartMessages: Record<Language, Record<string, string>> = {
  // Pure: a bundle that does not read them (the web's first page) leaves them out.
  EN: /* @__PURE__ */ apartOf('EN'),
  TY: /* @__PURE__ */ apartOf('TY'),
};
function apartOf(lang: Language): Record<string, string> {
  return {
    ...lotteryErrors[lang],
    ...agentErrors[lang],
    ...agentContractErrors[lang],
    // member engagement
    ...rewardsErrors[lang],
    ...pointsErrors[lang],
    ...vipEnvelopeErrors[lang],
    ...activitiesErrors[lang],
    ...missionErrors[lang],
    ...operatorErrors[lang],
  };
}

export function messageFor(lang: Language, key: string, params?: Record<string, string | number>): string {
  const apart = apartMessages[lang];
  const text = sharedMessages[lang][key] ?? apart[key] ?? sharedMessages.EN[key] ?? key;
  return interpolate(text, params);
}
