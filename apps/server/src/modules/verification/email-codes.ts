import { sql } from 'kysely';
import type { Language } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { throttle } from '../../lib/rate-limit.js';
import { numericCode, sha256 } from '../../lib/secrets.js';
import type { Merchant } from '../merchant/index.js';

/**
 * Codes sent by e-mail, the way sms codes work (sms-codes.ts): 6 digits, only the hash stored,
 * an expiry, single use, 5 attempts each taken before the comparison. A code is bound to its
 * subject (for 'challenge': the login challenge's id), so it proves the inbox for that step only.
 */
export type EmailPurpose = 'challenge';

/** Attempts allowed on one code before it is burnt. */
const MAX_ATTEMPTS = 5;
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
  const code = numericCode(6);
  const expiredMinutes = EMAIL_CODE_MINUTES;
  await db.transaction().execute(async (trx) => {
    // A new code replaces any earlier one of the same subject.
    await trx
      .updateTable('email_codes')
      .set({ consumed_at: new Date() })
      .where('merchant_id', '=', merchant.id)
      .where('purpose', '=', r.purpose)
      .where('subject', '=', r.subject)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({
        merchant_id: merchant.id,
        purpose: r.purpose,
        subject: r.subject,
        code_hash: sha256(code),
        expires_at: sql<Date>`now() + make_interval(mins => ${expiredMinutes})` as unknown as Date,
      })
      .execute();
  });
  // A mail failure is a server fault: the error handler logs it and answers unknown_error.
  await mail.send({ merchantId: merchant.id, to: r.to, ...TEXTS[r.lang](merchant.name, code, expiredMinutes) });
  return { expiredMinutes };
}

/**
 * Checks and consumes the latest code of the subject. Missing, wrong and expired codes give
 * their own errors; a code works once. Each guess takes one attempt BEFORE the comparison, in
 * one conditional update, so parallel guesses get no more than MAX_ATTEMPTS comparisons.
 */
export async function consumeEmailCode(db: Db, merchantId: string, purpose: EmailPurpose, subject: string, code: string) {
  const given = code.trim();
  if (!given) throw new AppError('missing_verification_code');
  const row = await db
    .selectFrom('email_codes')
    .select(['id', 'expires_at', 'attempts', 'consumed_at'])
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('subject', '=', subject)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.consumed_at || row.attempts >= MAX_ATTEMPTS) throw new AppError('invalid_verification_code');
  if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppError('verification_code_expired');
  const taken = await db
    .updateTable('email_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  if (!taken || !sha256(given).equals(taken.code_hash)) throw new AppError('invalid_verification_code');
  const used = await db
    .updateTable('email_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('invalid_verification_code');
}

/** Cleanup job: codes expired a day ago. */
export async function purgeExpiredEmailCodes(db: Db) {
  await db
    .deleteFrom('email_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
