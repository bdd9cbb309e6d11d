import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { apartMessages, LANGUAGES, sharedMessages, type Language } from '@playhouse/contract';
import { en } from '../locales/en';
import { ty } from '../locales/ty';

/** The console's languages (EN, TY) over the contract's texts; the choice is kept in this browser. */
const STORED = 'ph.console.lang';
const own: Record<Language, Record<string, string>> = { EN: en, TY: ty };

export const consoleLanguages = LANGUAGES;

const stored = localStorage.getItem(STORED);
void i18n.use(initReactI18next).init({
  lng: stored === 'TY' ? 'TY' : 'EN',
  fallbackLng: 'EN',
  resources: Object.fromEntries(
    LANGUAGES.map((l) => [l, { translation: { ...sharedMessages[l], ...apartMessages[l], ...own[l] } }]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setConsoleLanguage(lang: Language) {
  localStorage.setItem(STORED, lang);
  void i18n.changeLanguage(lang);
}

export default i18n;
