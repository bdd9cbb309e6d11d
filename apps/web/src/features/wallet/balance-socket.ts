import { SOCKET_CLOSE, socketMessageSchema, socketUrl, type WalletBalance } from '@playhouse/contract';

// The version rule, for the listener that loads this chunk (the contract's, not copied).
export { balanceBehind } from '@playhouse/contract';

export interface BalanceSocketOptions {
  token: string;
  merchant: string | null;
  onBalance(balance: WalletBalance): void;
  /** The member's unread message count, pushed at once and after every change. */
  onUnread?(messages: number): void;
  /** Every heartbeat: the member's balance version on the server (a client behind it reads again). */
  onHeartbeat?(balanceVersion: string): void;
  /** The server refused the token (policy close: expired, revoked...): stop, the session is over. */
  onRefused(): void;
}

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Exponential backoff with jitter, so many browsers do not reconnect in step after a restart. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The socket listener's connection (§2): opens the websocket, hands pushed balances over,
 * reconnects with backoff when it drops. Returns the function that closes it for good.
 */
export function openBalanceSocket(opts: BalanceSocketOptions): () => void {
  let ws: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    const socket = new WebSocket(socketUrl(window.location.origin, opts.token, opts.merchant ?? undefined));
    ws = socket;
    // The server sends the balance at once on every (re)connect, so nothing missed while
    // disconnected stays wrong. A frame (not just an open) proves the connection is served,
    // so only then does the backoff start over.
    socket.onmessage = (e) => {
      attempt = 0;
      let data: unknown;
      try {
        data = JSON.parse(String(e.data));
      } catch {
        return;
      }
      const msg = socketMessageSchema.safeParse(data);
      if (!msg.success) return;
      if (msg.data.type === 'balance') opts.onBalance(msg.data.value);
      else if (msg.data.type === 'unread') opts.onUnread?.(msg.data.value.messages);
      else opts.onHeartbeat?.(msg.data.value.balanceVersion);
    };
    socket.onclose = (e) => {
      if (ws === socket) ws = null;
      if (stopped) return;
      // Policy: the token is not accepted; reconnecting with it cannot help. Anything else
      // (server restart, try-again, network drop) reconnects with backoff.
      if (e.code === SOCKET_CLOSE.POLICY) return opts.onRefused();
      timer = setTimeout(connect, backoffDelay(attempt++));
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    ws?.close(1000);
    ws = null;
  };
}
