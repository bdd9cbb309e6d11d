import type { Language } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../lib/mail.js';
import { throttle } from '../../lib/rate-limit.js';
import type { Merchant } from '../merchant/index.js';
import { consumeCode, purgeExpiredCodes, storeCode } from './one-time-codes.js';

/**
 * Codes sent by e-mail, stored and checked like sms codes (one-time-codes.ts). A code is bound
 * to its subject (for 'challenge': the login challenge's id), so it proves the inbox for that
 * step only.
 */
export type EmailPurpose = 'challenge';

/** What a code belongs to (one-time-codes.ts). */
const emailKey = (merchantId: string, purpose: EmailPurpose, subject: string) => ({ merchant_id: merchantId, purpose, subject });
/** Minutes a code stays good (also the wait the send button counts down). */
export const EMAIL_CODE_MINUTES = 5;
/** Codes per 5 minutes (the too_many_requests wait): per address, so one inbox cannot be flooded, and per IP. */
const EMAILS_PER_ADDRESS = 3;
const EMAILS_PER_IP = 15;

/** The mail, in the language of the request. */
const TEXTS: Record<Language, (merchant: string, code: string, minutes: number) => { subject: string; text: string }> = {
  EN: (merchant, code, minutes) => ({
    subject: `${merchant}: your verification code`,
    text:
      `Your verification code is ${code}. It expires in ${minutes} minutes.\n\n` +
      'Someone is signing in to your account from a new device or location. If it was not you, do not share this code ' +
      'and change your password.',
  }),
  TY: (merchant, code, minutes) => ({
    subject: `${merchant}: ang iyong verification code`,
    text:
      `Ang iyong verification code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto.\n\n` +
      'May nagla-login sa iyong account mula sa bagong device o lokasyon. Kung hindi ikaw ito, huwag ibahagi ang code ' +
      'na ito at palitan ang iyong password.',
  }),
};

export interface EmailCodeRequest {
  purpose: EmailPurpose;
  subject: string;
  /** The member's registered address: never one the caller typed. */
  to: string;
  lang: Language;
}

/** Throttles (per address and IP), draws a code bound to the subject, stores its hash and mails it. */
export async function issueEmailCode(
  db: Db,
  mail: Mailer,
  merchant: Merchant,
  r: EmailCodeRequest,
  ip: string,
): Promise<{ expiredMinutes: number }> {
  await throttle(db, [
    { key: `email:to:${merchant.id}:${r.to.trim().toLowerCase()}`, most: EMAILS_PER_ADDRESS },
    { key: `email:ip:${merchant.id}:${ip}`, most: EMAILS_PER_IP },
  ]);
  const expiredMinutes = EMAIL_CODE_MINUTES;
  const code = await storeCode(db, 'email_codes', emailKey(merchant.id, r.purpose, r.subject), expiredMinutes);
  // A mail failure is a server fault: the error handler logs it and answers unknown_error.
  await mail.send({ merchantId: merchant.id, to: r.to, ...TEXTS[r.lang](merchant.name, code, expiredMinutes) });
  return { expiredMinutes };
}

/** Checks and consumes the latest code of the subject (one-time-codes.ts). */
export async function consumeEmailCode(db: Db, merchantId: string, purpose: EmailPurpose, subject: string, code: string) {
  await consumeCode(db, 'email_codes', emailKey(merchantId, purpose, subject), code);
}

/** Cleanup job: codes expired a day ago. */
export const purgeExpiredEmailCodes = (db: Db) => purgeExpiredCodes(db, 'email_codes');
