import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API,
  DASHBOARD_PUSH_SECONDS,
  HEADERS,
  OPS_QUEUE_TOPICS,
  SOCKET_CLOSE,
  type OpsQueueCounts,
  type OpsQueueTopic,
  type OpsSocketMessage,
} from '@playhouse/contract';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { connectionStringOf } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { PushHub } from '../../lib/push-hub.js';
import { LiveSockets, sendJson, type LiveSocket, type Ws } from '../../lib/live-sockets.js';
import { liveOperatorSessions, merchantOperatorOf, operatorGuard } from '../operator/index.js';
import { QUEUES } from './queue-counts.js';
import { DashboardFeed } from './dashboard-feed.js';

/**
 * The console's websocket (GET /ops/socket?merchant=<code>): the operator's cookie session (the
 * browser sends it on the upgrade; a page of another site cannot, the cookie being
 * SameSite=Strict, and its Origin is refused too). It pushes the counts of each queue the
 * operator may read, at once and after every change of a row of it: the database NOTIFYs
 * `ops_queue` with `<merchantId>:<topic>` (triggers of migration 20261206100000), every
 * instance LISTENs, so a change made anywhere reaches every console. Beside them, the dashboard's
 * figures every DASHBOARD_PUSH_SECONDS (dashboard-feed.ts). The heartbeat re-checks
 * the session without keeping it alive: an idle console still times out.
 */
export const OPS_QUEUE_CHANNEL = 'ops_queue';
export const opsSocketTiming = { heartbeatMs: 30_000, dashboardMs: DASHBOARD_PUSH_SECONDS * 1000 };

const query = z.object({ merchant: z.string().min(1).max(32).optional() });

interface Live extends LiveSocket {
  sessionId: string;
}

/** Same origin only: the console's page is served by this host. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export async function opsLiveSocket(app: FastifyInstance, deps: Deps): Promise<void> {
  const { db } = deps;
  const guard = operatorGuard(deps, null);
  const hub = new PushHub<{ id: string }, OpsQueueCounts[OpsQueueTopic]>({
    connectionString: connectionStringOf(db),
    channel: OPS_QUEUE_CHANNEL,
    value: (m: { id: string }, topic) => QUEUES[topic as OpsQueueTopic].counts(db, m.id),
    log: app.log,
  });
  const sockets = new LiveSockets<Live>(
    () => opsSocketTiming.heartbeatMs,
    async (checked) => {
      const live = await liveOperatorSessions(db, [...new Set(checked.map((l) => l.sessionId))]);
      for (const l of checked)
        if (sockets.live.has(l) && !live.has(l.sessionId)) l.socket.close(SOCKET_CLOSE.POLICY, 'session_expired');
    },
    (err) => app.log.warn({ err }, 'console socket session check failed'),
  );
  const dashboard = new DashboardFeed(
    db,
    () => opsSocketTiming.dashboardMs,
    (err) => app.log.warn({ err }, 'console dashboard failed'),
  );
  app.addHook('preClose', async () => {
    sockets.stop();
    dashboard.stop();
  });
  app.addHook('onClose', async () => hub.close());

  app.get(API.operator.socket, { websocket: true, logLevel: 'warn', schema: { hide: true } }, async (raw, request) => {
    const socket = raw as Ws;
    let closed = false;
    // eslint-disable-next-line prefer-const -- the close handler above its assignment reads it
    let entry: Live | undefined;
    const unsubscribes: (() => void)[] = [];
    socket.on('close', () => {
      closed = true;
      for (const off of unsubscribes) off();
      if (entry) sockets.remove(entry);
    });
    if (!sameOrigin(request)) return socket.close(SOCKET_CLOSE.POLICY, 'forbidden');
    // A websocket carries no custom header: the merchant a platform operator works on comes as ?merchant=.
    const q = query.safeParse(request.query);
    if (q.success && q.data.merchant) request.headers[HEADERS.merchant] = q.data.merchant;
    let op;
    try {
      await guard(request);
      op = merchantOperatorOf(request);
    } catch (e) {
      // A refused operator is final (1008); anything else (the database briefly away) is worth a retry.
      return socket.close(
        e instanceof AppError ? SOCKET_CLOSE.POLICY : SOCKET_CLOSE.TRY_AGAIN,
        e instanceof AppError ? e.code : 'unknown_error',
      );
    }
    // Sessions only: a machine key polls the lists.
    if (op.sessionId === null) return socket.close(SOCKET_CLOSE.POLICY, 'forbidden');
    if (closed) return;
    entry = { socket, sessionId: op.sessionId, unanswered: 0 };
    sockets.add(entry);
    try {
      for (const topic of OPS_QUEUE_TOPICS) {
        if (!op.permissions.includes(QUEUES[topic].permission)) continue;
        const off = await hub.subscribe({
          merchant: op.merchant,
          subject: topic,
          send: (value) => {
            sendJson(socket, { type: 'queue', topic, value } as OpsSocketMessage);
            dashboard.nudge(op.merchant.id);
          },
        });
        if (closed) off();
        else unsubscribes.push(off);
      }
      const off = await dashboard.watch(op.merchant, {
        permissions: op.permissions,
        send: (value) => sendJson(socket, { type: 'dashboard', value } satisfies OpsSocketMessage),
      });
      if (closed) off();
      else unsubscribes.push(off);
    } catch (err) {
      app.log.error({ err }, 'console queue listener unavailable');
      socket.close(SOCKET_CLOSE.TRY_AGAIN, 'try_again_later');
    }
  });
}
