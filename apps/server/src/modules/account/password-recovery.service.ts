import type { z } from 'zod';
import type { LoginResult, passwordEmailBody, passwordResetBody, passwordVerificationBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { emit } from '../events/index.js';
import type { Mailer } from '../../lib/mail.js';
import { hashPassword } from '../../lib/passwords.js';
import { clearLoginFailures, throttle } from '../../lib/rate-limit.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { revokeAllSessions } from '../session/index.js';
import { checkMobile, consumeSmsCode } from '../verification/index.js';
import type { Caller } from '../merchant/index.js';
import {
  checkNewPassword,
  failOnIssues,
  FieldRules,
  requiredIssue,
  findMemberByUsernameAndEmail,
  findMember,
  findMemberIdByMobile,
  rememberIp,
  updatePassword,
  type MemberRow,
} from '../member/index.js';
import { createReset, findLiveReset, useReset } from './password-reset.repository.js';
import { signIn } from './sign-in.service.js';

const RESET_LINK_MINUTES = 30;
/** Reset e-mails per 5 minutes (the too_many_requests wait): per IP, and per username so one inbox cannot be flooded. */
const EMAILS_PER_IP = 10;
const EMAILS_PER_USERNAME = 3;
/** Sms reset tries per IP per 5 minutes: each guesses a code, so one IP cannot sweep many numbers. */
const SMS_RESETS_PER_IP = 10;

/**
 * POST /wps/member/password/email. The pair must match one member (the spec's
 * username_or_email_not_exist otherwise); the link carries a single-use token whose hash
 * is stored for 30 minutes. `linkBase` is the site origin (see resetLinkBase).
 */
export async function sendResetEmail(
  db: Db,
  mail: Mailer,
  caller: Caller,
  body: z.infer<typeof passwordEmailBody>,
  linkBase: string,
): Promise<{ sent: true }> {
  const { merchant, ip } = caller;
  const username = body.username.trim();
  const email = body.email.trim();
  const rules = await FieldRules.of(db, merchant.id);
  failOnIssues([username ? null : requiredIssue('username'), email ? rules.check('email', email) : requiredIssue('email')]);
  await throttle(db, [
    { key: `password:email:ip:${merchant.id}:${ip}`, most: EMAILS_PER_IP },
    { key: `password:email:user:${merchant.id}:${username.toLowerCase()}`, most: EMAILS_PER_USERNAME },
  ]);

  const member = await findMemberByUsernameAndEmail(db, merchant.id, username, email);
  if (!member?.email) throw new AppError('username_or_email_not_exist');
  const token = randomToken();
  await createReset(db, merchant.id, member.id, sha256(token), RESET_LINK_MINUTES);
  const link = `${linkBase}/?resetToken=${token}`;
  // A mail failure is a server fault: the error handler logs it and answers unknown_error.
  await mail.send({
    merchantId: merchant.id,
    to: member.email,
    subject: `${merchant.name}: reset your password`,
    text:
      `Hello ${member.username},\n\nOpen this link within ${RESET_LINK_MINUTES} minutes to set a new password:\n${link}\n\n` +
      'The link works once. If you did not ask for it, ignore this e-mail; your password stays as it is.',
  });
  return { sent: true };
}

/**
 * POST /wps/member/password/reset: a live token of this merchant sets the password once.
 * The token is checked before hashing (no argon2 work for junk) and used atomically.
 */
export async function resetWithToken(db: Db, caller: Caller, body: z.infer<typeof passwordResetBody>): Promise<{ reset: true }> {
  const { merchant } = caller;
  const password = checkNewPassword(await FieldRules.of(db, merchant.id), body.newPassword, body.confirmNewPassword);
  const tokenHash = sha256(body.token.trim());
  if (!body.token.trim() || !(await findLiveReset(db, merchant.id, tokenHash))) throw new AppError('reset_link_invalid');
  const passwordHash = await hashPassword(password);
  const memberId = await db.transaction().execute(async (trx) => {
    const id = await useReset(trx, merchant.id, tokenHash);
    if (!id) throw new AppError('reset_link_invalid');
    await updatePassword(trx, merchant.id, id, passwordHash);
    await emit(trx, { type: 'password.changed', payload: { merchantId: merchant.id, memberId: id, how: 'reset_link' } });
    return id;
  });
  await revokeAllSessions(db, merchant.id, memberId);
  const member = await findMember(db, merchant.id, { id: memberId });
  if (member) await liftLoginLock(db, merchant.id, member);
  return { reset: true };
}

/**
 * A reset proves the owner (an operator's unlock stands for it): the account's failed sign-ins
 * (and a merchant's hard lock) are cleared.
 */
export function liftLoginLock(
  db: Db,
  merchantId: string,
  m: Pick<MemberRow, 'username' | 'mobile_num' | 'country_dialing_code'>,
) {
  const accounts = [`user:${m.username.toLowerCase()}`];
  if (m.mobile_num) accounts.push(`mobile:${m.country_dialing_code ?? '63'}${m.mobile_num}`);
  return clearLoginFailures(db, merchantId, accounts);
}

/**
 * POST /wps/member/password/verification: forgot by mobile. The sms code (purpose reset)
 * is consumed first; codes are only ever sent to numbers of members, so an unknown number
 * fails like a wrong code and reveals nothing. Then the member is signed in (§4). Limited per
 * IP (429 too_many_requests), besides the code's own 5 attempts.
 */
export async function resetWithSms(db: Db, caller: Caller, body: z.infer<typeof passwordVerificationBody>): Promise<LoginResult> {
  const { merchant } = caller;
  const mobile = checkMobile(body);
  const password = checkNewPassword(await FieldRules.of(db, merchant.id), body.newPassword, body.confirmNewPassword);
  await throttle(db, [{ key: `password:sms:ip:${merchant.id}:${caller.ip}`, most: SMS_RESETS_PER_IP }]);
  await consumeSmsCode(db, merchant.id, mobile, 'reset', body.verificationCode);
  const memberId = await findMemberIdByMobile(db, merchant.id, mobile);
  const member = memberId ? await findMember(db, merchant.id, { id: memberId }) : undefined;
  if (!member) throw new AppError('invalid_verification_code');

  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updatePassword(trx, merchant.id, member.id, passwordHash);
    await emit(trx, { type: 'password.changed', payload: { merchantId: merchant.id, memberId: member.id, how: 'reset_sms' } });
  });
  await revokeAllSessions(db, merchant.id, member.id);
  await liftLoginLock(db, merchant.id, member);
  // The member proved the number: this IP is theirs from now on.
  await rememberIp(db, merchant.id, member.id, caller.ip);
  return signIn(db, caller, member, 'sms-reset', member.first_login_at === null);
}
