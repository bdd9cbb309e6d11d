import { activitiesErrors } from '@playhouse/contract/engagement';
import i18n from '../../lib/i18n';

/** The referral's error texts (referral_disabled) join the one namespace when this chunk loads. */
for (const lang of ['EN', 'TY'] as const) i18n.addResourceBundle(lang, 'translation', activitiesErrors[lang], true, false);
