import type { Db } from '../../db/database.js';
import type { EventType, StoredEvent } from './events.types.js';

/**
 * A subscriber: a stable name (stored with each delivery: never rename one with events in flight),
 * the event types it takes and its handler. The handler gets the delivery's transaction: what it
 * writes there commits together with the record that the event was handled, so a handler that
 * writes only through `trx` has an exactly-once effect. Anything else it does (a call out) must be
 * idempotent by `event.id`, since a crash before commit delivers the event again.
 */
export interface Subscriber<K extends EventType = EventType> {
  name: string;
  types: readonly K[];
  /** Deliver a member's events one at a time in event order (a failing one holds back the later ones). */
  orderedByMember?: boolean;
  /** Attempts before the delivery is parked for an operator (default 8). */
  maxAttempts?: number;
  /** First retry delay; doubled per attempt up to 10 minutes (default 1 s). */
  retryBaseMs?: number;
  handle(trx: Db, event: StoredEvent<K>): Promise<void>;
}

/** Keeps the handler's event type narrowed to the subscriber's `types`. */
export function defineSubscriber<K extends EventType>(s: Subscriber<K>): Subscriber {
  return s as unknown as Subscriber;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
const MAX_DELAY_MS = 10 * 60_000;

/** Delay before attempt `attempts + 1`. */
export function retryDelayMs(s: Subscriber, attempts: number): number {
  const base = s.retryBaseMs ?? 1000;
  return Math.min(MAX_DELAY_MS, base * 2 ** Math.max(0, attempts - 1));
}
