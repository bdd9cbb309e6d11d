import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@playhouse/contract';
import { Icon } from '../../components/ui/Icon';
import { useWhitelabel } from '../../lib/site-queries';
import { currentLanguage, useChangeLanguage } from '../../lib/language';

/** The language select of the side menu, offering the merchant's configured languages. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const languages = useWhitelabel().data?.languages ?? LANGUAGES;
  const change = useChangeLanguage();
  return (
    <div className="lang-select">
      <label htmlFor={id}>
        <Icon name="globe" size={18} />
        <span>{t('layout_language')}</span>
      </label>
      <select
        id={id}
        data-testid="language-select"
        value={currentLanguage()}
        onChange={(e) => void change(e.target.value as Language)}
      >
        {languages.map((l) => (
          <option key={l} value={l}>
            {t(`layout_lang_${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
