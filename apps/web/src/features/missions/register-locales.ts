import { missionErrors } from '@playhouse/contract/engagement';
import i18n from '../../lib/i18n';

/** The missions' error texts join the one namespace when this page's chunk loads (its page texts are in locales/). */
for (const lang of ['EN', 'TY'] as const) i18n.addResourceBundle(lang, 'translation', missionErrors[lang], true, false);
