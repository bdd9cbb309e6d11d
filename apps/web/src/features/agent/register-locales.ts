import { agentContractErrors, agentErrors } from '@playhouse/contract/agent';
import i18n from '../../lib/i18n';
import en from './locales/centre/en.json';
import ty from './locales/centre/ty.json';

/**
 * The agent centre's page texts join the one namespace when its chunk loads (the eager glob of
 * lib/i18n reads features/<area>/locales/*.json only, not this folder), so the home page's first
 * load does not carry them; so do the texts of the agent error codes. The login page and header
 * texts stay in features/agent/locales/{en,ty}.json.
 */
for (const [lang, texts] of [
  ['EN', en],
  ['TY', ty],
] as const) {
  i18n.addResourceBundle(lang, 'translation', { ...texts, ...agentErrors[lang], ...agentContractErrors[lang] }, true, false);
}
