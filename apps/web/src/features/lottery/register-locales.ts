import { lotteryErrors } from '@playhouse/contract/lottery';
import i18n from '../../lib/i18n';
import en from './locales/en.json';
import ty from './locales/ty.json';

/**
 * The lottery's texts join the one namespace when its chunk loads, not with the shell's (lib/i18n
 * leaves features/lottery out of its eager glob), so the home page's first load does not carry them;
 * so do the texts of the lottery's error codes.
 */
for (const [lang, texts] of [
  ['EN', en],
  ['TY', ty],
] as const) {
  i18n.addResourceBundle(lang, 'translation', { ...texts, ...lotteryErrors[lang] }, true, false);
}
