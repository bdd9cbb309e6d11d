import type { FailedEvent } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { offsetOf, pageFrom, type PageRequest } from '../../core/page.js';
import * as repo from './events.repository.js';

/** Parked deliveries of the operator's merchant: what failed, how often, and the last error. */
export async function failedEvents(db: Db, merchantId: string, q: PageRequest & { subscriber?: string | undefined }) {
  const { rows, total } = await repo.parkedDeliveries(db, merchantId, {
    subscriber: q.subscriber,
    offset: offsetOf(q),
    limit: q.pageSize,
  });
  const content: FailedEvent[] = rows.map((r) => ({
    subscriber: r.subscriber,
    eventId: r.event_id,
    type: r.type,
    memberId: r.member_id,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: new Date(r.created_at).toISOString(),
    payload: r.payload as Record<string, unknown>,
  }));
  return pageFrom(content, total, q);
}

/** Puts one parked delivery back in the queue (attempts from zero); not_found when there is no such parked row. */
export async function retryFailedEvent(db: Db, merchantId: string, subscriber: string, eventId: string) {
  if (!(await repo.unpark(db, merchantId, subscriber, eventId))) throw new AppError('not_found');
  return { subscriber, eventId, status: 'pending' as const };
}
