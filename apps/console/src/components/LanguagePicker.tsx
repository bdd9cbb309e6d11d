import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@playhouse/contract';
import { setConsoleLanguage } from '../lib/i18n';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language">
      <span>{t('language')}</span>
      <select value={i18n.language} onChange={(e) => setConsoleLanguage(e.target.value as Language)} data-testid="language">
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}
