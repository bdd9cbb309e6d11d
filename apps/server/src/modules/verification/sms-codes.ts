import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { numericCode, sha256 } from '../../lib/secrets.js';
import type { SmsProvider } from '../../lib/sms.js';
import { AppError } from '../../core/errors.js';
import { hit, peek, throttle } from '../../lib/rate-limit.js';
import type { Merchant } from '../merchant/index.js';
import { isValidMobile } from '@playhouse/contract';

export type SmsPurpose = 'login' | 'reset' | 'register' | 'challenge' | 'password';
export interface Mobile {
  mobileNum: string;
  countryDialingCode: string;
}

/** Attempts allowed on one code before it is burnt. */
const MAX_ATTEMPTS = 5;

export function checkMobile(m: Partial<Mobile>): Mobile {
  const mobileNum = m.mobileNum?.trim() ?? '';
  const countryDialingCode = m.countryDialingCode?.trim().replace(/^\+/, '') || '63';
  if (!mobileNum) throw new AppError('missing_phone_number');
  if (!isValidMobile(mobileNum, countryDialingCode)) throw new AppError('invalid_phone_number');
  return { mobileNum, countryDialingCode };
}

/**
 * The phone rate limits (§9): codes per number and per IP inside the 5-minute wait give
 * too_many_requests. Separate from sending so that a call which must not reveal whether a
 * number is registered can count the attempt without sending anything.
 */
export async function throttleSms(db: Db, merchant: Merchant, mobile: Mobile, ip: string) {
  const limit = merchant.settings.smsPerMobileLimit;
  const number = `${mobile.countryDialingCode}${mobile.mobileNum}`;
  await throttle(db, [
    { key: `sms:num:${merchant.id}:${number}`, most: limit },
    { key: `sms:ip:${merchant.id}:${ip}`, most: limit * 5 },
  ]);
}

const quotaKey = (merchantId: string) => `sms:quota:${merchantId}:${new Date().toISOString().slice(0, 10)}`;

/** quota_exceeded once the merchant's daily quota is used up, without spending any of it. */
export async function checkSmsQuota(db: Db, merchant: Merchant) {
  if ((await peek(db, quotaKey(merchant.id))) >= merchant.settings.smsDailyQuota) throw new AppError('quota_exceeded');
}

/**
 * Throttles, then draws a code, stores its hash and sends it (see sendSmsCode).
 * Returns expiredMinutes for the client's countdown.
 */
export async function issueSmsCode(
  db: Db,
  sms: SmsProvider,
  merchant: Merchant,
  mobile: Mobile,
  purpose: SmsPurpose,
  ip: string,
): Promise<{ expiredMinutes: number }> {
  await throttleSms(db, merchant, mobile, ip);
  return sendSmsCode(db, sms, merchant, mobile, purpose);
}

/** Draws, stores and sends a code without the per-number/IP throttle; the merchant's daily quota gives quota_exceeded. */
export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  merchant: Merchant,
  mobile: Mobile,
  purpose: SmsPurpose,
): Promise<{ expiredMinutes: number }> {
  const s = merchant.settings;
  const number = `${mobile.countryDialingCode}${mobile.mobileNum}`;
  const daily = await hit(db, quotaKey(merchant.id), 86_400);
  if (daily.hits > s.smsDailyQuota) throw new AppError('quota_exceeded');

  const code = numericCode(6);
  const expiredMinutes = s.smsExpiredMinutes;
  await db.transaction().execute(async (trx) => {
    // A new code replaces any earlier one for the same number and purpose.
    await trx
      .updateTable('sms_codes')
      .set({ consumed_at: new Date() })
      .where('merchant_id', '=', merchant.id)
      .where('country_dialing_code', '=', mobile.countryDialingCode)
      .where('mobile_num', '=', mobile.mobileNum)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({
        merchant_id: merchant.id,
        purpose,
        country_dialing_code: mobile.countryDialingCode,
        mobile_num: mobile.mobileNum,
        code_hash: sha256(code),
        expires_at: sql<Date>`now() + make_interval(mins => ${expiredMinutes})` as unknown as Date,
      })
      .execute();
  });
  try {
    await sms.send({
      merchantId: merchant.id,
      to: number,
      text: `[${merchant.name}] Your verification code is ${code}. It expires in ${expiredMinutes} minutes.`,
    });
  } catch {
    throw new AppError('sms_send_failed');
  }
  return { expiredMinutes };
}

/**
 * Checks and consumes the latest code for the number and purpose. Missing, wrong and
 * expired codes give their own §8 errors; a code can be used once. Each guess takes one of
 * the code's attempts BEFORE it is compared, in one conditional update, so parallel guesses
 * get no more than MAX_ATTEMPTS comparisons between them.
 */
export async function consumeSmsCode(db: Db, merchantId: string, mobile: Mobile, purpose: SmsPurpose, code: string | undefined) {
  const given = code?.trim() ?? '';
  if (!given) throw new AppError('missing_verification_code');
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'expires_at', 'attempts', 'consumed_at'])
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', mobile.countryDialingCode)
    .where('mobile_num', '=', mobile.mobileNum)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.consumed_at || row.attempts >= MAX_ATTEMPTS) throw new AppError('invalid_verification_code');
  if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppError('verification_code_expired');
  const taken = await db
    .updateTable('sms_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  if (!taken || !sha256(given).equals(taken.code_hash)) throw new AppError('invalid_verification_code');
  const used = await db
    .updateTable('sms_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('invalid_verification_code');
}

/** Cleanup job: codes expired a day ago. */
export async function purgeExpiredSmsCodes(db: Db) {
  await db
    .deleteFrom('sms_codes')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}
