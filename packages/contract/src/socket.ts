import { z } from 'zod';
import { API } from './routes.js';

/**
 * The socket listener (spec §2): GET API.wallet.socket upgraded to a websocket. Browsers cannot
 * set headers on a websocket, so the session token and the merchant code travel as query
 * parameters: `/wps/socket?token=<session token>&merchant=<merchant code>` (merchant may be left
 * out where the host names the merchant). The server never logs this URL.
 * Frames from the server are JSON `SocketMessage`s (contract/wallet.ts): a `balance` and an
 * `unread` (message count) at once after connecting, and again after every change of either; a
 * `heartbeat` with the balance's version every heartbeat period. The client sends nothing.
 */
export const socketQuery = z.object({
  token: z.string().min(1).max(128),
  merchant: z.string().min(1).max(32).optional(),
});

/**
 * Close codes. POLICY (1008) carries the error code as the close reason: not_logged_in,
 * session_expired (also when the session is revoked or times out while connected),
 * in_need_true_account (trial), password_change_required: do not reconnect with that token.
 * TRY_AGAIN (1013): the server cannot serve the socket right now (too many sockets of one
 * member, or the push listener is down): reconnect later, with backoff.
 * GOING_AWAY (1001): the server is shutting down: reconnect.
 */
export const SOCKET_CLOSE = { GOING_AWAY: 1001, POLICY: 1008, TRY_AGAIN: 1013 } as const;

/** ws:// or wss:// URL of the socket listener for a page served from `origin` (e.g. location.origin). */
export function socketUrl(origin: string, token: string, merchant?: string): string {
  const url = new URL(API.wallet.socket, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  if (merchant) url.searchParams.set('merchant', merchant);
  return url.toString();
}
