import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, sharedMessages } from '@playhouse/contract';
import { getStoredLanguage } from './session-store';

/**
 * Every visible string lives in a locale file: the shared error and validation messages of
 * the contract, src/locales/<lang>.json for the shell, and each feature's locales/<lang>.json.
 * All are merged into one namespace, so keys must be unique (features prefix theirs).
 * The lottery's texts are left out: its chunk adds them when it loads (features/lottery/register-locales.ts).
 */
const files = import.meta.glob<Record<string, string>>(
  ['../locales/*.json', '../features/*/locales/*.json', '!../features/lottery/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

function resourcesFor(lang: string) {
  const merged: Record<string, string> = { ...sharedMessages[lang as keyof typeof sharedMessages] };
  for (const [file, texts] of Object.entries(files)) {
    if (file.endsWith(`/${lang.toLowerCase()}.json`)) Object.assign(merged, texts);
  }
  return { translation: merged };
}

const stored = getStoredLanguage();
void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, resourcesFor(l)])),
  lng: stored && (LANGUAGES as readonly string[]).includes(stored) ? stored : DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export default i18n;
