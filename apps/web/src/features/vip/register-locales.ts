import { vipEnvelopeErrors } from '@playhouse/contract/engagement';
import i18n from '../../lib/i18n';
import en from './locales/page/en.json';
import ty from './locales/page/ty.json';

/**
 * The VIP page's texts and the VIP error texts join the one namespace when the page's chunk
 * loads (the eager glob of lib/i18n reads features/<area>/locales/*.json only, not this folder),
 * so the home page's first load does not carry them.
 */
for (const [lang, texts] of [
  ['EN', en],
  ['TY', ty],
] as const) {
  i18n.addResourceBundle(lang, 'translation', { ...texts, ...vipEnvelopeErrors[lang] }, true, false);
}
