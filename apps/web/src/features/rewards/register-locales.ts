import { rewardsErrors } from '@playhouse/contract/engagement';
import i18n from '../../lib/i18n';

/**
 * The rewards' error texts join the one namespace when the reward pages load, so a refusal
 * follows a language switch. bonus_wagering_incomplete is left out: it carries amounts the
 * server puts in its own (localized) message, which the withdraw page shows as it is.
 */
for (const lang of ['EN', 'TY'] as const) {
  const { bonus_wagering_incomplete: _withAmounts, ...texts } = rewardsErrors[lang];
  i18n.addResourceBundle(lang, 'translation', texts, true, false);
}
