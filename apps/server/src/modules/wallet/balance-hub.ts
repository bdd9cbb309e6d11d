import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { WalletBalance } from '@playhouse/contract';
import { closeQuietly, openListener } from '../../lib/pg-listener.js';
import { LEDGER_MEMBER_CHANNEL } from '../ledger/index.js';
import type { BalanceMerchant } from './wallet.service.js';

/**
 * Balance push fan-out of one server instance. The ledger NOTIFYs `ledger_member` with
 * `<merchantId>:<memberId>` inside every posting transaction (delivered at commit). One
 * dedicated pg client per instance LISTENs and hands each notification to the sockets of
 * that member on this instance; every instance listens, so a change made through any
 * instance (or a job, or another process) reaches every browser without Redis.
 * A burst of notifications for one member (a bet and its win) recomputes the balance once.
 */
export interface BalanceSubscriber<T = WalletBalance> {
  merchant: BalanceMerchant;
  memberId: string;
  send(balance: T): void;
}

export interface BalanceHubOptions<T = WalletBalance> {
  /** Where to LISTEN: the same database the ledger writes to. */
  connectionString: string | undefined;
  /**
   * The channel (default the ledger's `ledger_member`). The same hub pushes other per-member
   * values: the unread message count listens on the messages module's channel. A payload
   * `<merchantId>:*` refreshes every member of the merchant connected here (a send to many).
   */
  channel?: string;
  balance: (merchant: BalanceMerchant, memberId: string) => Promise<T>;
  log: FastifyBaseLogger;
  /** Notifications of one member within this window share one recomputation. */
  debounceMs?: number;
}

interface Entry<T> {
  subscribers: Set<BalanceSubscriber<T>>;
  timer: NodeJS.Timeout | undefined;
  running: boolean;
  /** A change arrived while computing: compute again afterwards (never send a stale value last). */
  again: boolean;
}

const RECONNECT_MIN_MS = 500;
/** A failed balance read (the database briefly away) is tried again after this long. */
const RETRY_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export class BalanceHub<T = WalletBalance> {
  private readonly entries = new Map<string, Entry<T>>();
  private client: pg.Client | null = null;
  private starting: Promise<void> | null = null;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly debounceMs: number;

  constructor(private readonly opts: BalanceHubOptions<T>) {
    this.debounceMs = opts.debounceMs ?? 50;
  }

  /**
   * Registers a socket's member and sends the current balance at once. LISTEN is active before
   * the first balance is read, so no change can fall between the two. Returns the unsubscribe.
   */
  async subscribe(sub: BalanceSubscriber<T>): Promise<() => void> {
    await this.listening();
    const key = `${sub.merchant.id}:${sub.memberId}`;
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
    if (this.closed) return Promise.reject(new Error('balance hub closed'));
    if (this.client) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async connect(): Promise<void> {
    if (!this.opts.connectionString) throw new Error('balance hub: no connection string for LISTEN');
    const client = await openListener(this.opts.connectionString, this.opts.channel ?? LEDGER_MEMBER_CHANNEL, {
      onNotify: (payload) => {
        if (payload.endsWith(':*')) {
          const prefix = payload.slice(0, -1);
          for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.schedule(key, this.debounceMs);
        } else if (payload) this.schedule(payload, this.debounceMs);
      },
      onError: (err) => this.opts.log.warn({ err }, 'balance listener error'),
      onEnd: (from) => this.lost(from),
    });
    if (this.closed) {
      await closeQuietly(client);
      throw new Error('balance hub closed');
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
  }

  /** The listener connection died (database restart, network): reconnect, then refresh everyone. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    this.opts.log.warn('balance listener disconnected; reconnecting');
    const retry = () => {
      this.reconnectTimer = undefined;
      if (this.closed) return;
      this.listening().then(
        () => {
          // Changes made while we were deaf were not notified to us: push every balance again.
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
      const balance = await this.opts.balance(first.merchant, first.memberId);
      for (const s of e.subscribers) s.send(balance);
    } catch (err) {
      // Not dropped: the change it was for would otherwise never reach the browser.
      failed = true;
      this.opts.log.error({ err }, 'balance push failed; retrying');
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
