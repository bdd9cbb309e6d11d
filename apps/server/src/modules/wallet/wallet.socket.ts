import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, SOCKET_CLOSE, socketQuery, type SocketMessage } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { connectionStringOf } from '../../db/database.js';
import { dbNow } from '../../lib/db-clock.js';
import { authenticate, sessionEnded, sessionStates } from '../session/index.js';
import { AppError } from '../../core/errors.js';
import type { Merchant } from '../merchant/index.js';
import { MEMBER_MESSAGES_CHANNEL, unreadCount } from '../messages/index.js';
import { PushHub } from '../../lib/push-hub.js';
import { LiveSockets, sendJson, type LiveSocket, type Ws } from '../../lib/live-sockets.js';
import { LEDGER_MEMBER_CHANNEL } from '../ledger/index.js';
import { balanceVersions, walletBalance } from './wallet.service.js';

/**
 * The socket listener (spec §2, contract/socket.ts): a websocket that receives the member's
 * balance and unread message count at once and after every change. Browsers cannot send headers on a websocket, so the
 * token comes as ?token= (and the merchant as ?merchant=, see socket-merchant.ts). The route
 * logs at warn only: the "incoming request" line would carry the URL, and with it the token.
 */

/**
 * Heartbeat period (lib/live-sockets.ts): sessions are re-checked, silent sockets dropped, the
 * balance version sent. SOCKET_HEARTBEAT_SECONDS unless a test sets it here.
 */
export const socketTiming: { heartbeatMs?: number } = {};
/** Tabs of one member on one instance; more are refused (TRY_AGAIN) to bound memory per member. */
const MAX_SOCKETS_PER_MEMBER = 16;

interface Live extends LiveSocket {
  sessionId: string;
  memberId: string;
  merchant: Merchant;
  key: string;
}

export async function walletSocket(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db } = deps;
  const hub = new PushHub({
    connectionString: connectionStringOf(db),
    channel: LEDGER_MEMBER_CHANNEL,
    value: (m: Merchant, id) => walletBalance(db, m, id),
    log: app.log,
  });
  // The unread message count: the same hub on the messages module's channel.
  const unreadHub = new PushHub({
    connectionString: connectionStringOf(db),
    channel: MEMBER_MESSAGES_CHANNEL,
    value: (m: Merchant, id) => unreadCount(db, m.id, id),
    log: app.log,
  });
  const perMember = new Map<string, number>();
  const send = (socket: Ws, message: SocketMessage) => sendJson(socket, message);
  const sockets = new LiveSockets<Live>(
    () => socketTiming.heartbeatMs ?? deps.config.SOCKET_HEARTBEAT_SECONDS * 1000,
    async (checked) => {
      const states = new Map((await sessionStates(db, [...new Set(checked.map((l) => l.sessionId))])).map((s) => [s.id, s]));
      const now = dbNow();
      for (const l of checked) {
        if (!sockets.live.has(l)) continue;
        const s = states.get(l.sessionId);
        if (!s || sessionEnded(s, l.merchant.settings.sessionIdleMinutes, now))
          l.socket.close(SOCKET_CLOSE.POLICY, 'session_expired');
      }
      await sendHeartbeats(checked.filter((l) => sockets.live.has(l)));
    },
    (err) => app.log.warn({ err }, 'socket session check failed'),
  );

  /**
   * Each socket's balance version, one query per merchant: a client behind it (a push lost when
   * the server that committed died before notifying) reads its balance again.
   */
  async function sendHeartbeats(open: Live[]): Promise<void> {
    const byMerchant = new Map<string, Live[]>();
    for (const l of open) byMerchant.set(l.merchant.id, [...(byMerchant.get(l.merchant.id) ?? []), l]);
    for (const [merchantId, live] of byMerchant) {
      const versions = await balanceVersions(db, merchantId, [...new Set(live.map((l) => l.memberId))]);
      for (const l of live)
        send(l.socket, { type: 'heartbeat', value: { balanceVersion: (versions.get(l.memberId) ?? 0n).toString() } });
    }
  }

  // The websocket server itself (registered once, http/app.ts) closes every socket with GOING_AWAY.
  app.addHook('preClose', async () => sockets.stop());
  app.addHook('onClose', async () => {
    await Promise.all([hub.close(), unreadHub.close()]);
  });

  app.get(
    API.wallet.socket,
    { websocket: true, logLevel: 'warn', schema: { hide: true } },
    async (raw, request: FastifyRequest) => {
      const socket = raw as Ws;
      let closed = false;
      // eslint-disable-next-line prefer-const -- the close handler above its assignment reads it
      let entry: Live | undefined;
      const unsubscribes: (() => void)[] = [];
      socket.on('close', () => {
        closed = true;
        for (const off of unsubscribes) off();
        if (!entry) return;
        sockets.remove(entry);
        const n = (perMember.get(entry.key) ?? 1) - 1;
        if (n > 0) perMember.set(entry.key, n);
        else perMember.delete(entry.key);
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
      entry = { socket, sessionId, memberId, merchant, key, unanswered: 0 };
      sockets.add(entry);
      perMember.set(key, (perMember.get(key) ?? 0) + 1);

      try {
        const subscriptions = [
          () => hub.subscribe({ merchant, subject: memberId, send: (value) => send(socket, { type: 'balance', value }) }),
          () =>
            unreadHub.subscribe({
              merchant,
              subject: memberId,
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
