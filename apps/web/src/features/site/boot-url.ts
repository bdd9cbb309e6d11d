import { API } from '@playhouse/contract';
import { call } from '../../lib/api-client';
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

/** The hand-off ticket taken from the address bar, until status 0 redeems it. */
let urlTicket: string | null = null;
let redeeming: Promise<void> | null = null;

/**
 * At boot, before anything else: a `?token=` (a one-time hand-off ticket from social sign-in or
 * another site of the merchant, never a session token) leaves the address bar at once, so it is
 * neither bookmarked, shared nor sent on as a referrer; it is kept in memory only.
 */
export function takeUrlTicket() {
  const ticket = new URLSearchParams(window.location.search).get(TOKEN_PARAM);
  if (ticket !== null) stripSearchParams(TOKEN_PARAM);
  if (ticket && TOKEN.test(ticket)) urlTicket = ticket;
}

/** Whether a ticket waits to be redeemed. */
export const hasUrlTicket = () => urlTicket !== null;

/**
 * Only for status 0 (§4): the ticket is exchanged once (POST /wps/session/handoff) for a
 * session, stored like any sign-in. A bad, used or expired ticket leaves the visitor as they
 * were (signed out), with nothing to show. Settles once however often it is asked.
 */
export function redeemUrlTicket(): Promise<void> {
  redeeming ??= (async () => {
    const ticket = urlTicket;
    urlTicket = null;
    if (!ticket) return;
    try {
      const result = await call(API.session.handoff, { method: 'POST', body: { ticket } });
      setToken(result.token, false);
    } catch {
      // Signed out, as before: the visitor can sign in.
    }
  })();
  return redeeming;
}
