import { z } from 'zod';
import { pageOf } from './games.js';

/** Operator view of domain-event deliveries that failed too often and were parked (GET /ops/events/failed). */

const idText = z.string().regex(/^\d{1,18}$/);
/** A subscriber's stable name (composition.ts SUBSCRIBERS). */
export const subscriberName = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/);

export const failedEvent = z.object({
  subscriber: z.string(),
  eventId: z.string(),
  type: z.string(),
  memberId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When the event was written (ISO). */
  createdAt: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type FailedEvent = z.infer<typeof failedEvent>;

export const failedEventsQuery = z.object({
  subscriber: subscriberName.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const failedEventsPage = pageOf(failedEvent);
export const retryEventParams = z.object({ subscriber: subscriberName, eventId: idText });
export const retriedEvent = z.object({ subscriber: z.string(), eventId: z.string(), status: z.literal('pending') });
