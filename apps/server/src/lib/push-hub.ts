import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { closeQuietly, openListener } from './pg-listener.js';

/**
 * Push fan-out of one server instance: values per `<merchantId>:<subject>` (a member's balance,
 * its unread count, a console's queue counts) recomputed and sent to the sockets that follow
 * them whenever the database NOTIFYs that key on the channel (delivered at commit). One
 * dedicated pg client per hub and instance LISTENs; every instance listens, so a change made
 * through any instance (or a job, or another process) reaches every browser without Redis.
 * A burst of notifications for one key (a bet and its win) recomputes the value once.
 */
export interface PushSubscriber<M extends { id: string }, T> {
  merchant: M;
  /** What is followed within the merchant: a member id, a queue's name. */
  subject: string;
  send(value: T): void;
}

export interface PushHubOptions<M extends { id: string }, T> {
  /** Where to LISTEN: the same database the writers NOTIFY in. */
  connectionString: string | undefined;
  /**
   * The channel. A payload `<merchantId>:*` refreshes every subject of the merchant followed
   * here (a send to many).
   */
  channel: string;
  value: (merchant: M, subject: string) => Promise<T>;
  log: FastifyBaseLogger;
  /** Notifications of one member within this window share one recomputation. */
  debounceMs?: number;
}

interface Entry<M extends { id: string }, T> {
  subscribers: Set<PushSubscriber<M, T>>;
  timer: NodeJS.Timeout | undefined;
  running: boolean;
  /** A change arrived while computing: compute again afterwards (never send a stale value last). */
  again: boolean;
}

const RECONNECT_MIN_MS = 500;
/** A failed read (the database briefly away) is tried again after this long. */
const RETRY_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export class PushHub<M extends { id: string }, T> {
  private readonly entries = new Map<string, Entry<M, T>>();
  private client: pg.Client | null = null;
  private starting: Promise<void> | null = null;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly debounceMs: number;

  constructor(private readonly opts: PushHubOptions<M, T>) {
    this.debounceMs = opts.debounceMs ?? 50;
  }

  /**
   * Registers a socket's subject and sends the current value at once. LISTEN is active before
   * the first value is read, so no change can fall between the two. Returns the unsubscribe.
   */
  async subscribe(sub: PushSubscriber<M, T>): Promise<() => void> {
    await this.listening();
    const key = `${sub.merchant.id}:${sub.subject}`;
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = { subscribers: new Set(), timer: undefined, running: false, again: false }));
    entry.subscribers.add(sub);
    this.schedule(key, 0);
    return () => {
      const e = this.entries.get(key);
      if (!e) return;
      e.subscribers.delete(sub);
      if (e.subscribers.size === 0 && !e.running) this.drop(key);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    for (const key of [...this.entries.keys()]) this.drop(key);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }

  private listening(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('push hub closed'));
    if (this.client) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async connect(): Promise<void> {
    if (!this.opts.connectionString) throw new Error('push hub: no connection string for LISTEN');
    const client = await openListener(this.opts.connectionString, this.opts.channel, {
      onNotify: (payload) => {
        if (payload.endsWith(':*')) {
          const prefix = payload.slice(0, -1);
          for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.schedule(key, this.debounceMs);
        } else if (payload) this.schedule(payload, this.debounceMs);
      },
      onError: (err) => this.opts.log.warn({ err }, `push listener error (${this.opts.channel})`),
      onEnd: (from) => this.lost(from),
    });
    if (this.closed) {
      await closeQuietly(client);
      throw new Error('push hub closed');
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
  }

  /** The listener connection died (database restart, network): reconnect, then refresh everyone. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    this.opts.log.warn(`push listener disconnected (${this.opts.channel}); reconnecting`);
    const retry = () => {
      this.reconnectTimer = undefined;
      if (this.closed) return;
      this.listening().then(
        () => {
          // Changes made while we were deaf were not notified to us: push every value again.
          for (const key of this.entries.keys()) this.schedule(key, 0);
        },
        () => {
          this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
          this.reconnectTimer = setTimeout(retry, this.reconnectDelay);
        },
      );
    };
    this.reconnectTimer = setTimeout(retry, this.reconnectDelay);
  }

  private schedule(key: string, delayMs: number): void {
    const e = this.entries.get(key);
    if (!e) return; // nobody of that member is connected here
    if (e.running) {
      e.again = true;
      return;
    }
    if (e.timer) {
      if (delayMs > 0) return; // already due within the window
      clearTimeout(e.timer);
    }
    e.timer = setTimeout(() => void this.run(key), delayMs);
  }

  private async run(key: string): Promise<void> {
    const e = this.entries.get(key);
    if (!e) return;
    e.timer = undefined;
    const first = e.subscribers.values().next().value;
    if (!first) return this.drop(key);
    e.running = true;
    let failed = false;
    try {
      const value = await this.opts.value(first.merchant, first.subject);
      for (const s of e.subscribers) s.send(value);
    } catch (err) {
      // Not dropped: the change it was for would otherwise never reach the browser.
      failed = true;
      this.opts.log.error({ err }, `push failed (${this.opts.channel}); retrying`);
    } finally {
      e.running = false;
      if (e.subscribers.size === 0) this.drop(key);
      else if (e.again || failed) {
        e.again = false;
        this.schedule(key, failed ? RETRY_MS : this.debounceMs);
      }
    }
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (e?.timer) clearTimeout(e.timer);
    this.entries.delete(key);
  }
}
