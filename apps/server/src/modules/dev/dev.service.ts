import type { z } from 'zod';
import type { outboxEntry, outboxQuery } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { latestOutbox } from '../../lib/outbox.js';

type OutboxEntry = z.infer<typeof outboxEntry>;
const LIMIT = 20;

/**
 * How recipients are written in the outbox: sms as dialing code + number (639171234567),
 * e-mail lower-case, captcha as captcha:<id>. `+63 917-123-4567` finds the sms too.
 */
export function normalizeRecipient(to: string): string {
  const t = to.trim();
  if (/^\+?[0-9][0-9 ()-]*$/.test(t)) return t.replace(/[^0-9]/g, '');
  return t.includes('@') ? t.toLowerCase() : t;
}

export async function readOutbox(db: Db, merchantId: string, q: z.infer<typeof outboxQuery>): Promise<OutboxEntry[]> {
  const recipient = q.to ? normalizeRecipient(q.to) : undefined;
  const rows = await latestOutbox(db, merchantId, { recipient, channel: q.channel }, LIMIT);
  return rows.map((r) => ({
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
