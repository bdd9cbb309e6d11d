import { randomBytes } from 'node:crypto';
import { TRIAL_TYPE, agentSiteRefusal, type FieldIssue, type LoginBody, type LoginResult } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { dbNow } from '../../lib/db-clock.js';
import { emit } from '../events/index.js';
import { hashPassword, dummyHash, verifyPassword } from '../../lib/passwords.js';
import { hit } from '../../lib/rate-limit.js';
import { randomToken, safeEqual } from '../../lib/secrets.js';
import type { Caller, Merchant } from '../merchant/index.js';
import { checkMobile, consumeSmsCode } from '../verification/index.js';
import { loginThrottle } from './login-throttle.js';
import { checkNewIp, liveChallengeFor } from './new-ip.service.js';
import { findMember, insertTrialMember, markSignedIn, rememberDevice, rememberIp, type MemberRow } from '../member/index.js';
import { createSession, revokeSession, type ActiveSession } from '../session/index.js';

type ChangeReason = LoginResult['changePasswordReason'];

/** Trial accounts one IP may create per hour. */
const FREEPLAY_PER_IP_HOUR = 10;

export function login(db: Db, ctx: Caller, body: LoginBody): Promise<LoginResult> {
  return body.type === 'sms' ? loginWithSms(db, ctx, body) : loginWithPassword(db, ctx, body);
}

/**
 * Username + password. Order matters: the attempt is counted, and limits and captcha
 * checked, before the password is checked, so neither a guesser nor a timing probe learns anything past them; a wrong
 * user and a wrong password give the same answer after the same argon2 work.
 */
async function loginWithPassword(db: Db, ctx: Caller, body: LoginBody): Promise<LoginResult> {
  const { merchant, ip } = ctx;
  const username = body.username?.trim() ?? '';
  const password = body.password?.trim() ?? '';
  const issues: FieldIssue[] = [];
  if (!username) issues.push({ field: 'username', key: 'field_required' });
  // PostgreSQL text cannot hold NUL; control characters are never part of a username.
  else if (/[\u0000-\u001f\u007f]/.test(username)) issues.push({ field: 'username', key: 'validation_failed' });
  if (!password) issues.push({ field: 'password', key: 'field_required' });
  if (issues.length) throw new AppError('validation_failed', issues);

  // Usernames match whatever the case: so does their failure counter (ALICE is alice's count).
  const throttle = await loginThrottle(db, merchant, `user:${username.toLowerCase()}`, ip);
  const member = await findMember(db, merchant.id, { username });
  // A retry answering a live new-IP challenge already passed the captcha that opened it.
  const challenge = await liveChallengeFor(db, merchant, member, ip, body.verification);
  if (!challenge) await throttle.requireCaptcha(body.captchaId, body.captcha);

  const passwordOk = await verifyPassword(member?.password_hash ?? (await dummyHash()), password);
  if (!member || !passwordOk) return throttle.fail('login_failed');
  await throttle.passed();
  admit(member, body);

  await checkNewIp(db, merchant, member, ip, body.verification, challenge, throttle);
  const result = await completeSignIn(db, ctx, member, 'password', changeReason(merchant, member, password));
  await throttle.succeed();
  return result;
}

/**
 * After the credentials are proven (so only their owner learns the account's state): a locked
 * account, or a non-agent on the agent site, is refused before any challenge or session.
 */
function admit(member: MemberRow, body: LoginBody): void {
  if (member.status !== 'active') throw new AppError('contact_agent');
  // Self-excluded (responsible gaming): refused until it ends, saying until when.
  const until = member.excluded_until ? new Date(member.excluded_until) : null;
  if (until && until.getTime() > dbNow()) {
    if (until.getUTCFullYear() >= 9999) throw new AppError('rg_self_excluded_forever', { until: null });
    const text = until.toISOString().slice(0, 16).replace('T', ' ');
    throw new AppError('rg_self_excluded', { until: until.toISOString() }, { until: text });
  }
  const refusal = body.site === 'agent' ? agentSiteRefusal(member.type) : null;
  if (refusal) throw new AppError(refusal);
}

/** Why this sign-in must change the password first, or null. */
function changeReason(merchant: Merchant, member: MemberRow, password: string): ChangeReason {
  if (safeEqual(password, merchant.settings.defaultPassword)) return 'default';
  const maxAgeMs = merchant.settings.passwordMaxAgeDays * 86_400_000;
  if (merchant.flags.PWDEXPFORCECHANGE3 && new Date(member.password_changed_at).getTime() < dbNow() - maxAgeMs) return 'expired';
  if (member.must_change_password) return 'default';
  return null;
}

/** Mobile number + sms code (MOBILEVERCODELOGIN3). No forced change and no new-IP check (§4). */
async function loginWithSms(db: Db, ctx: Caller, body: LoginBody): Promise<LoginResult> {
  const { merchant, ip } = ctx;
  if (!merchant.flags.MOBILEVERCODELOGIN3) throw new AppError('operation_not_enabled');
  const mobile = checkMobile({ mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode });
  if (!body.verificationCode?.trim()) throw new AppError('missing_verification_code');

  const throttle = await loginThrottle(db, merchant, `mobile:${mobile.countryDialingCode}${mobile.mobileNum}`, ip);
  await throttle.requireCaptcha(body.captchaId, body.captcha);
  try {
    await consumeSmsCode(db, merchant.id, mobile, 'login', body.verificationCode);
  } catch (e) {
    if (e instanceof AppError) await throttle.fail(e.code);
    throw e;
  }
  const member = await findMember(db, merchant.id, { mobile });
  if (!member) return throttle.fail('login_failed');
  await throttle.passed();
  admit(member, body);
  // An sms sign-in never forces a change, but one already pending (an agent's reset, an
  // earlier default-password sign-in) still holds server-side, so the answer says so.
  const pending: ChangeReason = member.must_change_password ? 'default' : null;
  const result = await completeSignIn(db, ctx, member, 'sms', pending);
  await throttle.succeed();
  return result;
}

/** Stamps the member, remembers the IP and issues a fresh token, all or nothing. */
function completeSignIn(db: Db, ctx: Caller, member: MemberRow, method: string, reason: ChangeReason): Promise<LoginResult> {
  return db.transaction().execute((trx) => signInWithin(trx, ctx, member, method, reason, { rememberIp: true }));
}

/**
 * A sign-in inside the caller's transaction: stamps the member, remembers the IP when the
 * sign-in proved the device (`rememberIp`), issues a fresh token and reports member.signed_in.
 */
export async function signInWithin(
  trx: Db,
  ctx: Caller,
  member: MemberRow,
  method: string,
  reason: ChangeReason,
  opts: { rememberIp: boolean },
): Promise<LoginResult> {
  await markSignedIn(trx, ctx.merchant.id, member.id, reason !== null);
  if (opts.rememberIp) await rememberIp(trx, ctx.merchant.id, member.id, ctx.ip);
  if (ctx.device) await rememberDevice(trx, ctx.merchant.id, member.id, ctx.device);
  const token = await createSession(trx, ctx.merchant, member.id, method, ctx.ip, ctx.userAgent);
  await emit(trx, {
    type: 'member.signed_in',
    payload: { merchantId: ctx.merchant.id, memberId: member.id, method, ip: ctx.ip },
  });
  return {
    token,
    firstTimeLogin: member.first_login_at === null,
    passwordExpired: reason !== null,
    changePasswordReason: reason,
    userName: member.username,
  };
}

/** A trial account (type 4) with a generated name and a password nobody knows (FREEPLAY3). */
export async function freeplayLogin(db: Db, ctx: Caller): Promise<LoginResult> {
  const { merchant, ip } = ctx;
  if (!merchant.flags.FREEPLAY3) throw new AppError('operation_not_enabled');
  const perIp = await hit(db, `freeplay:ip:${merchant.id}:${ip}`, 3600);
  if (perIp.hits > FREEPLAY_PER_IP_HOUR) throw new AppError('rate_limited');

  const passwordHash = await hashPassword(randomToken());
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = `trial${randomBytes(5).toString('hex')}`;
    const created = await insertTrialMember(db, merchant.id, username, passwordHash, TRIAL_TYPE);
    if (!created) continue; // name taken: draw another
    const member = await findMember(db, merchant.id, { username });
    if (member) return completeSignIn(db, ctx, member, 'freeplay', null);
  }
  throw new AppError('unknown_error');
}

export async function logout(db: Db, session: ActiveSession) {
  await revokeSession(db, session.sessionId);
}
