// The players' screens: websocket clients on the balance socket behind the balancer, doing what
// the web app does: take each pushed balance unless it is older than the one held, read the
// balance again when a heartbeat's version is ahead, and reconnect when the socket drops.
import { createRequire } from 'node:module';
import { API, balanceBehind, SOCKET_CLOSE, socketUrl, type WalletBalance } from '@playhouse/contract';
import { MERCHANT, type SoakPlayer } from './players.js';

interface WsClient {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number) => void): void;
  on(event: 'error', fn: () => void): void;
  close(): void;
}
type WsCtor = new (url: string) => WsClient;
const require = createRequire(import.meta.url);
const WebSocket = createRequire(require.resolve('@fastify/websocket'))('ws') as WsCtor;

export interface Screen {
  memberId: string;
  balance?: WalletBalance;
  reconnects: number;
  rereads: number;
}

export function startScreens(web: string, players: SoakPlayer[], count: number) {
  const screens: Screen[] = [];
  let running = true;
  const sockets = new Set<WsClient>();

  async function reread(p: SoakPlayer, s: Screen) {
    s.rereads++;
    try {
      const r = await fetch(`${web}${API.wallet.balance}`, {
        headers: { authorization: `Bearer ${p.token}`, merchant: MERCHANT },
        signal: AbortSignal.timeout(10_000),
      });
      if (r.status !== 200) return;
      const b = ((await r.json()) as { value: WalletBalance }).value;
      if (!s.balance || !balanceBehind(b.version, s.balance.version)) s.balance = b;
    } catch {
      // the next heartbeat tries again
    }
  }

  function open(p: SoakPlayer, s: Screen) {
    const ws = new WebSocket(socketUrl(web, p.token, MERCHANT));
    sockets.add(ws);
    ws.on('error', () => {});
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { type: string; value: any };
      if (m.type === 'balance') {
        const b = m.value as WalletBalance;
        if (!s.balance || !balanceBehind(b.version, s.balance.version)) s.balance = b;
      } else if (m.type === 'heartbeat' && balanceBehind(s.balance?.version, m.value.balanceVersion)) void reread(p, s);
    });
    ws.on('close', (code) => {
      sockets.delete(ws);
      if (!running || code === SOCKET_CLOSE.POLICY) return;
      s.reconnects++;
      setTimeout(() => running && open(p, s), 1_000 + Math.random() * 1_000);
    });
  }

  for (let i = 0; i < count; i++) {
    const p = players[i % players.length]!;
    const s: Screen = { memberId: p.memberId, reconnects: 0, rereads: 0 };
    screens.push(s);
    open(p, s);
  }
  return {
    screens,
    stop() {
      running = false;
      for (const ws of sockets) ws.close();
    },
  };
}
