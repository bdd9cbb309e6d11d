import { API } from '@playhouse/contract';

/**
 * For the context hook: a browser's websocket cannot send the Merchant header, so the socket
 * listener names its merchant with ?merchant=<code> (contract/socket.ts).
 */
export function socketMerchantHint(url: string, query: unknown): string | undefined {
  if (url !== API.wallet.socket && !url.startsWith(`${API.wallet.socket}?`)) return undefined;
  const q = (query as Record<string, unknown> | undefined)?.merchant;
  return typeof q === 'string' && q.length > 0 ? q : undefined;
}
