/**
 * The sockets of one route on one instance, with their heartbeat: every period each socket is
 * pinged, one that answered none of the last two pings is dropped (one late pong, from a busy
 * event loop, is not a dead browser), and the owner checks its sessions (`check`), closing the
 * sockets whose session ended. The heartbeat runs only while a socket is open.
 */

/** The surface of a `ws` socket we use (ws ships no types; @types/ws is not installed). */
export interface Ws {
  readyState: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}
const OPEN = 1;
const MAX_UNANSWERED_PINGS = 2;

/** Sends a JSON frame if the socket is still open. */
export function sendJson(socket: Ws, message: unknown): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

export interface LiveSocket {
  socket: Ws;
  /** Pings sent since the last pong. */
  unanswered: number;
}

export class LiveSockets<E extends LiveSocket> {
  readonly live = new Set<E>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly periodMs: () => number,
    /** Closes those of the sockets whose session ended (they were open when asked). */
    private readonly check: (sockets: E[]) => Promise<void>,
    private readonly onCheckError: (err: unknown) => void,
  ) {}

  add(entry: E): void {
    this.live.add(entry);
    entry.socket.on('pong', () => {
      entry.unanswered = 0;
    });
    this.heartbeat ??= setInterval(() => void this.beat(), this.periodMs());
    this.heartbeat.unref();
  }

  remove(entry: E): void {
    this.live.delete(entry);
    if (this.live.size === 0) this.stop();
  }

  stop(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async beat(): Promise<void> {
    for (const l of this.live) {
      if (l.unanswered >= MAX_UNANSWERED_PINGS) {
        l.socket.terminate();
        continue;
      }
      l.unanswered++;
      l.socket.ping();
    }
    try {
      // Only the sockets asked about: one that connects while the query runs is not in its answer.
      await this.check([...this.live]);
    } catch (err) {
      this.onCheckError(err);
    }
  }
}
