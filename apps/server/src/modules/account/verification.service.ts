import type { z } from 'zod';
import type { smsNoLoginBody, smsRegisterBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import type { SmsProvider } from '../../lib/sms.js';
import type { Caller } from '../merchant/index.js';
import { findMember, findMemberIdByMobile, mobileExists } from '../member/index.js';
import type { ActiveSession } from '../session/index.js';
import { checkMobile, checkSmsQuota, issueSmsCode, sendSmsCode, throttleSms } from '../verification/index.js';

type SmsAnswer = { expiredMinutes: number };

/**
 * POST /wps/verification/sms/noLogin (login by sms, forgot by mobile). Whether the number
 * belongs to a member is never revealed: the answer and the rate limits are the same
 * either way, but a code is only drawn and sent when a member has the number.
 */
export async function sendNoLoginCode(
  db: Db,
  sms: SmsProvider,
  caller: Caller,
  body: z.infer<typeof smsNoLoginBody>,
): Promise<SmsAnswer> {
  const { merchant, ip } = caller;
  const mobile = checkMobile(body);
  if (body.purpose === 'login' && !merchant.flags.MOBILEVERCODELOGIN3) throw new AppError('operation_not_enabled');
  await throttleSms(db, merchant, mobile, ip);
  if (!(await findMemberIdByMobile(db, merchant.id, mobile))) {
    await checkSmsQuota(db, merchant);
    return { expiredMinutes: merchant.settings.smsExpiredMinutes };
  }
  return sendSmsCode(db, sms, merchant, mobile, body.purpose);
}

/** POST /wps/verification/sms/register: only when registration asks a code (REGMOBVERF3), and only for a free number. */
export async function sendRegisterCode(
  db: Db,
  sms: SmsProvider,
  caller: Caller,
  body: z.infer<typeof smsRegisterBody>,
): Promise<SmsAnswer> {
  const { merchant, ip } = caller;
  const mobile = checkMobile({ mobileNum: body.mobileNo, countryDialingCode: body.countryDialingCode });
  if (!merchant.flags.REGMOBVERF3) throw new AppError('operation_not_enabled');
  // Throttled before the lookup, so the endpoint cannot be used to list registered numbers quickly.
  await throttleSms(db, merchant, mobile, ip);
  if (await mobileExists(db, merchant.id, mobile)) throw new AppError('mobile_taken');
  return sendSmsCode(db, sms, merchant, mobile, 'register');
}

/** POST /wps/verification/sms/password: a code to the signed-in member's own mobile, for PUT /wps/member/password. */
export async function sendPasswordCode(db: Db, sms: SmsProvider, caller: Caller, session: ActiveSession): Promise<SmsAnswer> {
  const { merchant, ip } = caller;
  if (!merchant.flags.CHNGPASSVERIF3) throw new AppError('operation_not_enabled');
  const member = await findMember(db, merchant.id, { id: session.memberId });
  if (!member?.mobile_num || !member.country_dialing_code) throw new AppError('missing_phone_number');
  const mobile = { mobileNum: member.mobile_num, countryDialingCode: member.country_dialing_code };
  return issueSmsCode(db, sms, merchant, mobile, 'password', ip);
}
