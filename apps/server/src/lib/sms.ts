import type { Db } from '../db/database.js';
import { writeOutbox } from './outbox.js';

export interface SmsMessage {
  merchantId: string;
  /** E.164 without '+': dialing code followed by the number. */
  to: string;
  text: string;
}
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Dev outbox provider: codes can be read at GET /dev/outbox. */
export function outboxSms(db: Db): SmsProvider {
  return {
    async send(m) {
      await writeOutbox(db, { merchantId: m.merchantId, channel: 'sms', recipient: m.to, subject: 'sms', body: m.text });
    },
  };
}

/** HTTP provider: POST {to, text} as JSON with a bearer key (SMS_HTTP_URL, SMS_HTTP_KEY). */
export function httpSms(url: string, key: string | undefined): SmsProvider {
  return {
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ to: m.to, text: m.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`sms provider answered ${res.status}`);
    },
  };
}
