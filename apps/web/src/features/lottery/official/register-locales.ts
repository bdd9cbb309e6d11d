import i18n from '../../../lib/i18n';
import '../register-locales';
import en from './locales/en.json';
import ty from './locales/ty.json';

/**
 * The official lotteries' texts join the one namespace with their chunk (lib/i18n's eager glob
 * reads features/<area>/locales only), after the lottery's own texts, which these pages reuse.
 */
for (const [lang, texts] of [
  ['EN', en],
  ['TY', ty],
] as const) {
  i18n.addResourceBundle(lang, 'translation', texts, true, false);
}
