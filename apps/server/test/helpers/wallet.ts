import { createRequire } from 'node:module';
import type { SocketMessage } from '@playhouse/contract';

/**
 * A websocket client for the socket listener tests: the `ws` that @fastify/websocket itself
 * depends on (ws ships no types and @types/ws is not installed, hence the small interface).
 */
interface WsClient {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number, reason: Buffer) => void): void;
  on(event: 'open' | 'error', fn: (e?: unknown) => void): void;
  close(): void;
  readyState: number;
}
type WsCtor = new (url: string, opts?: { headers?: Record<string, string>; autoPong?: boolean }) => WsClient;
const WebSocket = createRequire(createRequire(import.meta.url).resolve('@fastify/websocket'))('ws') as WsCtor;

/**
 * How long a test waits for an expected push. Generous on purpose: speed is measured by the
 * benchmarks, and the machines running the tests are shared (a loaded one took over 1 s).
 */
const WAIT_MS = 10_000;

export interface TestSocket {
  messages: SocketMessage[];
  /** The next not yet consumed message matching `pred` (earlier non-matching ones are skipped). */
  next(pred?: (m: SocketMessage) => boolean, timeoutMs?: number): Promise<SocketMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** `answerPings: false` plays a dead browser: the server's pings go unanswered. */
export function openSocket(url: string, headers?: Record<string, string>, answerPings = true): TestSocket {
  const ws = new WebSocket(url, { ...(headers ? { headers } : {}), autoPong: answerPings });
  const messages: SocketMessage[] = [];
  let cursor = 0;
  let waiter: (() => void) | null = null;
  ws.on('error', () => {}); // a refused upgrade also ends in 'close'
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as SocketMessage);
    waiter?.();
  });
  let ended: { code: number; reason: string } | null = null;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      ended = { code, reason: reason.toString() };
      resolve(ended);
      waiter?.();
    }),
  );
  return {
    messages,
    closed,
    close: () => ws.close(),
    next(pred = () => true, timeoutMs = WAIT_MS) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiter = null;
          reject(new Error(`no matching socket message within ${timeoutMs} ms`));
        }, timeoutMs);
        const look = () => {
          while (cursor < messages.length) {
            const m = messages[cursor++]!;
            if (pred(m)) {
              clearTimeout(timer);
              waiter = null;
              return resolve(m);
            }
          }
          // Say so at once when the socket is gone: waiting out the timeout would hide why.
          if (ended) {
            clearTimeout(timer);
            waiter = null;
            reject(new Error(`socket closed (${ended.code} ${ended.reason}) before a matching message`));
          }
        };
        waiter = look;
        look();
      });
    },
  };
}
