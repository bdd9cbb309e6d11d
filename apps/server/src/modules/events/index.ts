/**
 * Domain events: a transactional outbox (emit in the fact's transaction), delivery to subscribers
 * at least once with an exactly-once effect for database handlers, per-member order on request,
 * retries with back-off, parking, and the operator routes for parked deliveries.
 */
export { emit, emitAll, emitMany, eventsWrittenAfterCommit } from './outbox.js';
export type { DomainEvent, EventPayloads, EventType, StoredEvent } from './events.types.js';
export { EVENT_TYPES } from './events.types.js';
export { defineSubscriber, type Subscriber } from './subscriber.js';
export { deliverDue, deliverOne, deliverPending, relay, type DrainResult } from './delivery.service.js';
export { startEventWorkers, type WorkerOptions } from './worker.js';
export { backlog as eventBacklog, prune as pruneEvents, type BacklogRow } from './events.repository.js';
export { eventsRoutes } from './events.routes.js';
export { lotteryRoundGameType, VALID_PLAY_EVENTS, validPlayOf, type ValidPlay } from './valid-play.js';
