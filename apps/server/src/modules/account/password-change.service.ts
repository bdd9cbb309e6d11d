import type { z } from 'zod';
import type { changePasswordBody, LoginResult } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { emit } from '../events/index.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { throttle } from '../../lib/rate-limit.js';
import { revokeAllSessions, type ActiveSession } from '../session/index.js';
import { consumeSmsCode } from '../verification/index.js';
import type { Caller } from '../merchant/index.js';
import { checkNewPassword, FieldRules, trimPassword, findMember, updatePassword } from '../member/index.js';
import { signIn } from './sign-in.service.js';

/** Attempts per member per 5 minutes (the too_many_requests wait): a stolen token cannot guess the old password. */
const CHANGES_PER_WINDOW = 5;

/**
 * PUT /wps/member/password. The new password passes the validator, equals its confirmation,
 * and differs from the old one and from the merchant's default password. With CHNGPASSVERIF3
 * an sms code sent to the member's own mobile is needed too (members without a mobile skip it:
 * there is nothing to verify against, and the forced first change must stay possible).
 * Every session is revoked; the caller gets a fresh one so the browser stays signed in.
 */
export async function changePassword(
  db: Db,
  caller: Caller,
  session: ActiveSession,
  body: z.infer<typeof changePasswordBody>,
): Promise<LoginResult> {
  const { merchant } = caller;
  await throttle(db, [{ key: `password:change:${merchant.id}:${session.memberId}`, most: CHANGES_PER_WINDOW }]);

  const newPassword = checkNewPassword(await FieldRules.of(db, merchant.id), body.newPassword, body.confirmNewPassword);
  const oldPassword = trimPassword(body.oldPassword);
  const member = await findMember(db, merchant.id, { id: session.memberId });
  if (!member) throw new AppError('not_logged_in');
  if (!oldPassword || !(await verifyPassword(member.password_hash, oldPassword))) throw new AppError('old_password_wrong');
  if (newPassword === oldPassword || newPassword === merchant.settings.defaultPassword) {
    throw new AppError('password_same_as_old');
  }
  if (merchant.flags.CHNGPASSVERIF3 && member.mobile_num && member.country_dialing_code) {
    const mobile = { mobileNum: member.mobile_num, countryDialingCode: member.country_dialing_code };
    await consumeSmsCode(db, merchant.id, mobile, 'password', body.verificationCode);
  }

  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await updatePassword(trx, merchant.id, member.id, passwordHash);
    await emit(trx, { type: 'password.changed', payload: { merchantId: merchant.id, memberId: member.id, how: 'change' } });
  });
  await revokeAllSessions(db, merchant.id, member.id);
  return signIn(db, caller, member, 'password', false);
}
