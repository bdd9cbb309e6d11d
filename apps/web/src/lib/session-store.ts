/**
 * Where the browser keeps its session: the token in sessionStorage (or, with remember-me,
 * in localStorage for 24 hours), and the merchant code, which survives sign-out.
 */
import { LIMITS } from '@playhouse/contract';

const TOKEN = 'ph.token';
const REMEMBERED = 'ph.token.remembered';
const MERCHANT = 'ph.merchant';
const LANG = 'ph.lang';

export function getToken(): string | null {
  const t = sessionStorage.getItem(TOKEN);
  if (t) return t;
  const raw = localStorage.getItem(REMEMBERED);
  if (!raw) return null;
  try {
    const { token, until } = JSON.parse(raw) as { token: string; until: number };
    if (Date.now() < until) return token;
  } catch {
    // fall through
  }
  localStorage.removeItem(REMEMBERED);
  return null;
}

/** Whether the current session was kept with remember-me. */
export const isRemembered = () => localStorage.getItem(REMEMBERED) !== null;

/**
 * Stores a new token. `remember` undefined keeps the current choice, so a token replaced after
 * a password change stays remembered (or not) as before.
 */
export function setToken(token: string, remember?: boolean) {
  const keep = remember ?? isRemembered();
  sessionStorage.setItem(TOKEN, token);
  localStorage.removeItem(REMEMBERED);
  if (keep) {
    const until = Date.now() + LIMITS.rememberMeHours * 3_600_000;
    localStorage.setItem(REMEMBERED, JSON.stringify({ token, until }));
  }
}

/** Clears all session data but keeps the merchant code (§4 Logout). */
export function clearSession() {
  const merchant = getMerchantCode();
  const lang = localStorage.getItem(LANG);
  sessionStorage.clear();
  localStorage.clear();
  if (merchant) setMerchantCode(merchant);
  if (lang) localStorage.setItem(LANG, lang);
}

export const getMerchantCode = () => localStorage.getItem(MERCHANT);
export const setMerchantCode = (code: string) => localStorage.setItem(MERCHANT, code);
export const getStoredLanguage = () => localStorage.getItem(LANG);
export const setStoredLanguage = (lang: string) => localStorage.setItem(LANG, lang);
