/**
 * The two short-lived cookies of a social sign-in round trip, scoped to the social paths:
 * - the state, binding the flow to the browser that started it (a callback link sent to
 *   someone else signs nobody in: login CSRF);
 * - the merchant code, because the provider redirects back to one registered callback
 *   URL without any Merchant header or query of ours (see http/context.ts).
 */
export const SOCIAL_PATH_PREFIX = '/wps/session/social/';
const STATE_COOKIE = 'ph_social_state';
const MERCHANT_COOKIE = 'ph_social_merchant';
const MAX_AGE_SECONDS = 600;

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value.length > 0 && value.length <= 256 ? value : undefined;
    }
  }
  return undefined;
}

function cookie(name: string, value: string, maxAge: number, secure: boolean) {
  return `${name}=${value}; Path=${SOCIAL_PATH_PREFIX}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Set by start. Both values are URL-safe (base64url state, merchant code). */
export const flowCookies = (merchantCode: string, state: string, secure: boolean) => [
  cookie(STATE_COOKIE, state, MAX_AGE_SECONDS, secure),
  cookie(MERCHANT_COOKIE, encodeURIComponent(merchantCode), MAX_AGE_SECONDS, secure),
];

/** Set by the callback, whatever its outcome. */
export const clearedFlowCookies = (secure: boolean) => [
  cookie(STATE_COOKIE, '', 0, secure),
  cookie(MERCHANT_COOKIE, '', 0, secure),
];

export const boundState = (cookieHeader: string | undefined) => readCookie(cookieHeader, STATE_COOKIE);

/**
 * For the context hook: on the social paths only, a browser names its merchant with
 * ?merchant=<code> (start) or carries it in the cookie set by start (callback).
 */
export function socialMerchantHint(url: string, query: unknown, cookieHeader: string | undefined): string | undefined {
  if (!url.startsWith(SOCIAL_PATH_PREFIX)) return undefined;
  const q = (query as Record<string, unknown> | undefined)?.merchant;
  if (typeof q === 'string' && q.length > 0) return q;
  const c = readCookie(cookieHeader, MERCHANT_COOKIE);
  try {
    return c === undefined ? undefined : decodeURIComponent(c);
  } catch {
    return undefined;
  }
}
