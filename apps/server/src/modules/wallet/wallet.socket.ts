import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, SOCKET_CLOSE, socketQuery, type SocketMessage } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { connectionStringOf } from '../../db/database.js';
import { authenticate, sessionEnded, sessionStates } from '../session/index.js';
import { AppError } from '../../core/errors.js';
import type { Merchant } from '../merchant/index.js';
import { MEMBER_MESSAGES_CHANNEL, unreadCount } from '../messages/index.js';
import { BalanceHub } from './balance-hub.js';
import { walletBalance } from './wallet.service.js';

/**
 * The socket listener (spec §2, contract/socket.ts): a websocket that receives the member's
 * balance and unread message count at once and after every change. Browsers cannot send headers on a websocket, so the
 * token comes as ?token= (and the merchant as ?merchant=, see socket-merchant.ts). The route
 * logs at warn only: the "incoming request" line would carry the URL, and with it the token.
 */

/** The surface of a `ws` socket we use (ws ships no types; @types/ws is not installed). */
interface Ws {
  readyState: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}
const OPEN = 1;

/**
 * Heartbeat period: sessions are re-checked, and a socket that answered none of the last two
 * pings is dropped (one late pong, from a busy event loop, is not a dead browser). Tests shorten it.
 */
export const socketTiming = { heartbeatMs: 30_000 };
/** Tabs of one member on one instance; more are refused (TRY_AGAIN) to bound memory per member. */
const MAX_SOCKETS_PER_MEMBER = 16;

interface Live {
  socket: Ws;
  sessionId: string;
  merchant: Merchant;
  key: string;
  /** Pings sent since the last pong. */
  unanswered: number;
}
const MAX_UNANSWERED_PINGS = 2;

export async function walletSocket(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db } = deps;
  const hub = new BalanceHub({
    connectionString: connectionStringOf(db),
    balance: (m, id) => walletBalance(db, m, id),
    log: app.log,
  });
  // The unread message count: the same hub on the messages module's channel.
  const unreadHub = new BalanceHub<{ unread: number }>({
    connectionString: connectionStringOf(db),
    channel: MEMBER_MESSAGES_CHANNEL,
    balance: (m, id) => unreadCount(db, m.id, id),
    log: app.log,
  });
  const live = new Set<Live>();
  const perMember = new Map<string, number>();
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (socket: Ws, message: SocketMessage) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  // Before the plugin's own preClose (hooks run in order): tell browsers to come back.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const l of live) l.socket.close(SOCKET_CLOSE.GOING_AWAY, 'server_closing');
  });
  app.addHook('onClose', async () => {
    await Promise.all([hub.close(), unreadHub.close()]);
  });
  await app.register(websocket, { options: { maxPayload: 1024 } });

  /** Drops sockets that missed a pong, pings the rest, and closes those whose session ended. */
  async function beat() {
    for (const l of live) {
      if (l.unanswered >= MAX_UNANSWERED_PINGS) {
        l.socket.terminate();
        continue;
      }
      l.unanswered++;
      l.socket.ping();
    }
    try {
      // Only the sockets asked about: one that connects while the query runs is not in its answer.
      const checked = [...live];
      const states = new Map((await sessionStates(db, [...new Set(checked.map((l) => l.sessionId))])).map((s) => [s.id, s]));
      const now = Date.now();
      for (const l of checked) {
        if (!live.has(l)) continue;
        const s = states.get(l.sessionId);
        if (!s || sessionEnded(s, l.merchant.settings.sessionIdleMinutes, now))
          l.socket.close(SOCKET_CLOSE.POLICY, 'session_expired');
      }
    } catch (err) {
      app.log.warn({ err }, 'socket session check failed');
    }
  }

  app.get(
    API.wallet.socket,
    { websocket: true, logLevel: 'warn', schema: { hide: true } },
    async (raw, request: FastifyRequest) => {
      const socket = raw as Ws;
      let closed = false;
      // eslint-disable-next-line prefer-const -- the pong handler above its assignment reads it
      let entry: Live | undefined;
      const unsubscribes: (() => void)[] = [];
      socket.on('pong', () => {
        if (entry) entry.unanswered = 0;
      });
      socket.on('close', () => {
        closed = true;
        for (const off of unsubscribes) off();
        if (!entry) return;
        live.delete(entry);
        const n = (perMember.get(entry.key) ?? 1) - 1;
        if (n > 0) perMember.set(entry.key, n);
        else perMember.delete(entry.key);
        if (live.size === 0) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      });

      // The same guard as every signed-in route: the query token stands in for the header.
      const query = socketQuery.safeParse(request.query);
      if (query.success) request.headers.authorization = `Bearer ${query.data.token}`;
      let memberId: string;
      let sessionId: string;
      try {
        const session = await authenticate(db, request, { realAccount: true });
        memberId = session.memberId;
        sessionId = session.sessionId;
      } catch (e) {
        // A refused session is final (1008); anything else (the database briefly away) is worth a retry.
        if (e instanceof AppError) socket.close(SOCKET_CLOSE.POLICY, e.code);
        else socket.close(SOCKET_CLOSE.TRY_AGAIN, 'unknown_error');
        return;
      }
      if (closed) return;

      const merchant = request.merchant;
      const key = `${merchant.id}:${memberId}`;
      if ((perMember.get(key) ?? 0) >= MAX_SOCKETS_PER_MEMBER) {
        socket.close(SOCKET_CLOSE.TRY_AGAIN, 'too_many_sockets');
        return;
      }
      entry = { socket, sessionId, merchant, key, unanswered: 0 };
      live.add(entry);
      perMember.set(key, (perMember.get(key) ?? 0) + 1);
      heartbeat ??= setInterval(() => void beat(), socketTiming.heartbeatMs);
      heartbeat.unref();

      try {
        const subscriptions = [
          () => hub.subscribe({ merchant, memberId, send: (value) => send(socket, { type: 'balance', value }) }),
          () =>
            unreadHub.subscribe({
              merchant,
              memberId,
              send: (u) => send(socket, { type: 'unread', value: { messages: u.unread } }),
            }),
        ];
        for (const subscribe of subscriptions) {
          const off = await subscribe();
          if (closed) off();
          else unsubscribes.push(off);
        }
      } catch (err) {
        app.log.error({ err }, 'balance listener unavailable');
        socket.close(SOCKET_CLOSE.TRY_AGAIN, 'try_again_later');
      }
    },
  );
}
