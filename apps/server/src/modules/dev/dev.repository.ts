import type { Db } from '../../db/database.js';

export interface OutboxFilter {
  recipient?: string;
  channel?: 'sms' | 'email';
}

/** The merchant's latest outbox messages, newest first. */
export async function latestOutbox(db: Db, merchantId: string, f: OutboxFilter, limit: number) {
  let q = db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('merchant_id', '=', merchantId);
  if (f.recipient) q = q.where('recipient', '=', f.recipient);
  if (f.channel) q = q.where('channel', '=', f.channel);
  return q.orderBy('id', 'desc').limit(limit).execute();
}
