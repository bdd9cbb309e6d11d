import { setMerchantCode, setToken } from '../../lib/session-store';

/** URL parameters the boot step consumes (§4 and the session hand-off of other sites). */
const MERCHANT_PARAM = 'merchant';
const TOKEN_PARAM = 'token';
const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const TOKEN = /^[A-Za-z0-9_.~-]{16,512}$/;

/** A `?merchant=<code>` overrides the stored merchant and is stored; returns the code or null. */
export function applyMerchantOverride(): string | null {
  const code = new URLSearchParams(window.location.search).get(MERCHANT_PARAM);
  if (!code || !MERCHANT_CODE.test(code)) return null;
  setMerchantCode(code);
  return code;
}

/** Removes parameters from the address bar without a navigation or a history entry. */
export function stripSearchParams(...names: string[]) {
  const url = new URL(window.location.href);
  let changed = false;
  for (const n of names) {
    if (url.searchParams.has(n)) {
      url.searchParams.delete(n);
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * Only for status 0 (§4): a `?token=` from the URL becomes the session token and leaves
 * the address bar at once, so it is neither bookmarked nor shared by accident.
 */
export function adoptUrlToken() {
  const token = new URLSearchParams(window.location.search).get(TOKEN_PARAM);
  if (token && TOKEN.test(token)) setToken(token);
  if (token !== null) stripSearchParams(TOKEN_PARAM);
}
