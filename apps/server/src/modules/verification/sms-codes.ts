import type { Db } from '../../db/database.js';
import type { SmsProvider } from '../../lib/sms.js';
import { AppError } from '../../core/errors.js';
import { hit, peek, throttle } from '../../lib/rate-limit.js';
import type { Merchant } from '../merchant/index.js';
import { isValidMobile, todayIn } from '@playhouse/contract';
import { consumeCode, purgeExpiredCodes, storeCode } from './one-time-codes.js';

export type SmsPurpose = 'login' | 'reset' | 'register' | 'challenge' | 'password';
export interface Mobile {
  mobileNum: string;
  countryDialingCode: string;
}

/** What a code belongs to: a number, for one purpose (one-time-codes.ts). */
const smsKey = (merchantId: string, mobile: Mobile, purpose: SmsPurpose) => ({
  merchant_id: merchantId,
  country_dialing_code: mobile.countryDialingCode,
  mobile_num: mobile.mobileNum,
  purpose,
});

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

/** The merchant's day (its time zone) the daily quota counts. */
const quotaKey = (merchant: Merchant) => `sms:quota:${merchant.id}:${todayIn(merchant.timeZone)}`;

/** quota_exceeded once the merchant's daily quota is used up, without spending any of it. */
export async function checkSmsQuota(db: Db, merchant: Merchant) {
  if ((await peek(db, quotaKey(merchant))) >= merchant.settings.smsDailyQuota) throw new AppError('quota_exceeded');
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
  const daily = await hit(db, quotaKey(merchant), 86_400);
  if (daily.hits > s.smsDailyQuota) throw new AppError('quota_exceeded');

  const expiredMinutes = s.smsExpiredMinutes;
  const code = await storeCode(db, 'sms_codes', smsKey(merchant.id, mobile, purpose), expiredMinutes);
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
  await consumeCode(db, 'sms_codes', smsKey(merchantId, mobile, purpose), code);
}

/** Cleanup job: codes expired a day ago. */
export const purgeExpiredSmsCodes = (db: Db) => purgeExpiredCodes(db, 'sms_codes');
