import pg from 'pg';
import type { Logger } from 'pino';
import { connectionStringOf, type Db } from '../../db/database.js';
import { deliverDue, relay } from './delivery.service.js';
import { DELIVERIES_CHANNEL } from './events.repository.js';
import { EVENTS_CHANNEL } from './outbox.js';
import type { Subscriber } from './subscriber.js';

export interface WorkerOptions {
  /** Poll period: catches wake-ups lost with a dropped LISTEN connection and due retries (default 1 s). */
  pollMs?: number;
  /** Delivery loops per subscriber on this instance (default 1): more handle a backlog faster. */
  loops?: number;
  /**
   * Deliveries a loop claims and handles per transaction (default 1). More share one commit, which
   * pays where members are many; where few members play a lot, batches of several servers wait
   * on the same members' rows (the soak, 20 players: 16 deliveries a second a subscriber at 20,
   * about 100 at 1).
   */
  batch?: number;
}

/** A wake-up signal: wait() resolves on the next wake() or after `ms`. */
function signal() {
  let wakeUp: (() => void) | null = null;
  let pending = false;
  return {
    wake() {
      pending = true;
      wakeUp?.();
    },
    wait(ms: number) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = null;
          pending = false;
          resolve();
        }
        wakeUp = done;
      });
    },
  };
}

/**
 * Runs event delivery on this instance: one relay loop (fans committed events out to deliveries)
 * and one loop per subscriber (claims and handles deliveries). Loops sleep until a NOTIFY (one
 * LISTEN connection per instance) or the poll. Any number of instances may run them on one
 * database: row locks with SKIP LOCKED hand each delivery to one worker at a time, and the
 * "done" mark commits with the handler's writes.
 */
export async function startEventWorkers(
  deps: { db: Db; log: Logger },
  subscribers: readonly Subscriber[],
  opts: WorkerOptions = {},
): Promise<() => Promise<void>> {
  const { db, log } = deps;
  const pollMs = opts.pollMs ?? 1000;
  let running = true;
  const relaySignal = signal();
  const perSub = Math.max(1, opts.loops ?? 1);
  // One signal per loop: a wake-up reaches every waiting loop, not only the first.
  const subLoops = subscribers.flatMap((sub) => Array.from({ length: perSub }, () => ({ sub, sig: signal() })));
  const subSignals = subLoops.map((l) => l.sig);
  const wakeSubscribers = () => subSignals.forEach((s) => s.wake());

  let client: pg.Client | null = null;
  async function listen(): Promise<void> {
    const url = connectionStringOf(db);
    if (!url || !running) return;
    const c = new pg.Client({ connectionString: url });
    const retry = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      if (running) setTimeout(() => void listen(), pollMs);
    };
    c.on('error', (err) => {
      log.warn({ err }, 'events: LISTEN connection lost; polling until it is back');
      retry();
    });
    c.on('end', retry);
    c.on('notification', (n) => (n.channel === EVENTS_CHANNEL ? relaySignal.wake() : wakeSubscribers()));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${DELIVERIES_CHANNEL}`);
    } catch (err) {
      log.warn({ err }, 'events: cannot LISTEN; polling');
      retry();
    }
  }
  await listen();

  async function loop(name: string, sig: ReturnType<typeof signal>, step: () => Promise<boolean>) {
    while (running) {
      let busy = false;
      try {
        busy = await step();
      } catch (err) {
        log.error({ err, loop: name }, 'events: delivery loop failed; retrying after the poll period');
      }
      if (!busy && running) await sig.wait(pollMs);
    }
  }

  const loops = [
    loop('relay', relaySignal, async () => {
      const n = await relay(db, subscribers);
      if (n > 0) wakeSubscribers();
      return false;
    }),
    ...subLoops.map(({ sub, sig }) =>
      loop(sub.name, sig, async () => {
        // A few batches, then back to the loop so stop() is honoured promptly.
        for (let k = 0; k < 10 && running; k++) {
          const outcomes = await deliverDue(db, sub, {
            limit: opts.batch ?? 1,
            onError: (err, eventId) => log.warn({ err, subscriber: sub.name, eventId }, 'events: handler failed'),
          });
          if (outcomes.length === 0) return false;
        }
        return true;
      }),
    ),
  ];

  return async () => {
    running = false;
    relaySignal.wake();
    wakeSubscribers();
    await Promise.all(loops);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
