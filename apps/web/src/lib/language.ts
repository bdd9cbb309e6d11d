import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@playhouse/contract';
import i18n, { isLanguage, loadLanguage } from './i18n';
import { getStoredLanguage, setStoredLanguage } from './session-store';
import { useWhitelabel } from './site-queries';

/** BCP 47 tags for <html lang>: TY is Tagalog (tl). */
const HTML_LANG: Record<Language, string> = { EN: 'en', TY: 'tl' };

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'EN');

function applyHtmlLang(lang: Language) {
  document.documentElement.lang = HTML_LANG[lang];
}

async function switchTo(lang: Language) {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  applyHtmlLang(lang);
}

/**
 * Changes the language: texts, <html lang>, the stored choice, and every query again so
 * that server messages come back in the new language (the API client sends it).
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (lang: Language) => {
      // Stored first: the merchant-default sync below must see a user's choice as soon as
      // the language changes, or a late whitelabel answer switches it back.
      setStoredLanguage(lang);
      await switchTo(lang);
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}

/**
 * Keeps the language within the merchant's list: with no stored choice the merchant's
 * default applies, and a stored language the merchant does not offer falls back to it.
 */
export function useLanguageSync() {
  const whitelabel = useWhitelabel().data;
  const queryClient = useQueryClient();
  useEffect(() => applyHtmlLang(currentLanguage()), []);
  useEffect(() => {
    if (!whitelabel) return;
    const current = currentLanguage();
    const stored = getStoredLanguage();
    const wanted = !whitelabel.languages.includes(current) || !stored ? whitelabel.defaultLanguage : current;
    if (wanted !== current) void switchTo(wanted).then(() => queryClient.invalidateQueries());
  }, [whitelabel, queryClient]);
}
