import type { Db } from '../db/database.js';

/**
 * The dev outbox (outbox_messages): mail, sms and captcha answers kept for the dev page and
 * the tests instead of being sent. This file is the one place that reads or writes the table.
 */

export interface OutboxMessage {
  /** Null: a mail to a platform-level operator (listed with every merchant's). */
  merchantId: string | null;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

export async function writeOutbox(db: Db, m: OutboxMessage) {
  await db
    .insertInto('outbox_messages')
    .values({ merchant_id: m.merchantId, channel: m.channel, recipient: m.recipient, subject: m.subject, body: m.body })
    .execute();
}

export interface OutboxFilter {
  recipient?: string;
  channel?: 'sms' | 'email';
}

/** The merchant's latest outbox messages (and the platform operators'), newest first. */
export async function latestOutbox(db: Db, merchantId: string, f: OutboxFilter, limit: number) {
  let q = db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .where((eb) => eb.or([eb('merchant_id', '=', merchantId), eb('merchant_id', 'is', null)]));
  if (f.recipient) q = q.where('recipient', '=', f.recipient);
  if (f.channel) q = q.where('channel', '=', f.channel);
  return q.orderBy('id', 'desc').limit(limit).execute();
}
