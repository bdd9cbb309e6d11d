import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@playhouse/contract';
import en from './languages/en';
import { getStoredLanguage } from './session-store';

/**
 * Every visible string lives in a locale file: the shared error and validation messages of the
 * contract, src/locales/<lang>.json for the shell, and each feature's locales/<lang>.json, merged
 * per language in lib/languages/<lang>.ts. EN (the default and the fallback) is in the first
 * page; another language is its own chunk, loaded before it is shown (both languages in the
 * first page made up a fifth of its scripts).
 */
const later: Partial<Record<Language, () => Promise<{ default: Record<string, string> }>>> = {
  TY: () => import('./languages/ty'),
};
const loaded = new Set<Language>(['EN']);

void i18n.use(initReactI18next).init({
  resources: { EN: { translation: en } },
  lng: 'EN',
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** Loads a language's texts once (a chunk's own texts added before stay: deep merge, no overwrite). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return;
  const texts = (await later[lang]?.())?.default;
  if (texts) i18n.addResourceBundle(lang, 'translation', texts, true, false);
  loaded.add(lang);
}

export const isLanguage = (l: string | null): l is Language => !!l && (LANGUAGES as readonly string[]).includes(l);

/** The stored language, shown from the first render: main.tsx waits for this before rendering. */
export const i18nReady: Promise<void> = (async () => {
  const stored = getStoredLanguage();
  if (!isLanguage(stored) || stored === 'EN') return;
  try {
    await loadLanguage(stored);
    await i18n.changeLanguage(stored);
  } catch {
    // The chunk did not load (offline, a deploy replaced it): the site stays in EN.
  }
})();

export default i18n;
