import type { LoginResult, RegisterBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { throttle } from '../../lib/rate-limit.js';
import { numericCode, randomToken } from '../../lib/secrets.js';
import { checkCaptcha } from '../captcha/index.js';
import { registerSettingsOf, type Caller } from '../merchant/index.js';
import {
  agentOfInvitation,
  FieldRules,
  findAgentByAffiliateCode,
  findMemberByReferralCode,
  insertMember,
  mobileExists,
  usernameExists,
  type NewMember,
} from '../member/index.js';
import { consumeSmsCode, type Mobile } from '../verification/index.js';
import { checkRegisterForm, type RegisterForm, type RegisterMode } from './register.rules.js';
import { signIn } from './sign-in.service.js';

/**
 * Registration attempts per IP in the 5-minute too_many_requests window. Every attempt
 * counts, so probing for taken names is slow too.
 */
export const REGISTER_ATTEMPTS_PER_IP = 10;

/**
 * POST/PUT /wps/member/register(/mobile). Checks in this order so that nothing is spent
 * on a form that is wrong anyway: rate limit, mode, the stateless rules (register.rules.ts),
 * the captcha, the invitation code, duplicates, the sms code; then stores and signs in.
 */
export async function register(
  db: Db,
  caller: Caller,
  mode: RegisterMode,
  body: RegisterBody,
  host: string,
): Promise<LoginResult> {
  const { merchant, ip } = caller;
  await throttle(db, [{ key: `register:ip:${merchant.id}:${ip}`, most: REGISTER_ATTEMPTS_PER_IP }]);

  const settings = await registerSettingsOf(db, merchant);
  if (mode === 'username' ? !settings.usernameMode : !settings.mobileMode) throw new AppError('operation_not_enabled');
  const form = checkRegisterForm(await FieldRules.of(db, merchant.id), settings, mode, body);

  if (form.captchaNeeded) await checkCaptcha(db, merchant.id, body.captchaId, body.captcha);
  const invitedBy = await invitationOf(db, merchant.id, form);
  if (form.username && (await usernameExists(db, merchant.id, form.username))) throw new AppError('username_taken');
  if (form.mobile && (await mobileExists(db, merchant.id, form.mobile))) throw new AppError('mobile_taken');
  if (form.mobile && settings.smsVerification)
    await consumeSmsCode(db, merchant.id, form.mobile, 'register', body.verificationCode);

  const username = form.username ?? (await usernameFromMobile(db, merchant.id, form.mobile!));
  const member = { ...(await newMember(form, username, invitedBy.uplineId, body, host)), referrerId: invitedBy.referrerId };
  let id: string;
  try {
    id = await insertMember(db, merchant.id, member, ip);
  } catch (err) {
    // Two registrations raced past the checks above: the unique indexes decide.
    const constraint = uniqueViolation(err);
    if (constraint === 'members_username') throw new AppError('username_taken');
    if (constraint === 'members_mobile') throw new AppError('mobile_taken');
    throw err;
  }
  return signIn(db, caller, { id, username }, 'register', true);
}

/**
 * The upline and referrer a registration names. The affiliate code must be an agent's (the
 * upline). A referral code may be an agent's too (the upline when no affiliate code named one)
 * or a member's personal referral code (the referrer, modules/referral); anything else:
 * invalid_invitation_code.
 */
async function invitationOf(db: Db, merchantId: string, form: RegisterForm) {
  const upline = form.invitationCode ? await agentOfInvitation(db, merchantId, form.invitationCode) : null;
  if (!form.referralCode) return { uplineId: upline?.id ?? null, referrerId: null };
  const agent = await findAgentByAffiliateCode(db, merchantId, form.referralCode);
  if (agent) return { uplineId: upline?.id ?? agent.id, referrerId: null };
  const referrer = await findMemberByReferralCode(db, merchantId, form.referralCode);
  if (!referrer) throw new AppError('invalid_invitation_code');
  return { uplineId: upline?.id ?? null, referrerId: referrer.id };
}

async function newMember(
  form: RegisterForm,
  username: string,
  uplineId: string | null,
  body: RegisterBody,
  host: string,
): Promise<NewMember> {
  const x = form.extra;
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(form.password ?? randomToken()),
    x.paymentPassword ? hashPassword(x.paymentPassword) : null,
  ]);
  return {
    username,
    nickname: username,
    passwordHash,
    paymentPasswordHash,
    mobile: form.mobile,
    email: x.email ?? null,
    payeeName: x.payeeName ?? null,
    qqNum: x.qqNum ?? null,
    line: x.line ?? null,
    whatsapp: x.whatsapp ?? null,
    facebook: x.facebook ?? null,
    wechat: x.wechat ?? null,
    idNumber: x.idNumber ?? null,
    recommenderId: x.recommenderId ?? null,
    uplineId,
    registerDomain: body.domain?.trim() || host || null,
    registerUrl: body.registerUrl?.trim() || null,
    registerMethod: body.registerMethod,
  };
}

/** A username for a mobile registration without one: m + dialing code + number, made unique. */
async function usernameFromMobile(db: Db, merchantId: string, mobile: Mobile): Promise<string> {
  const base = `m${mobile.countryDialingCode}${mobile.mobileNum}`;
  for (let i = 0; i < 5; i++) {
    const candidate = i === 0 ? base : `${base}${numericCode(3)}`;
    if (!(await usernameExists(db, merchantId, candidate))) return candidate;
  }
  return `${base}${numericCode(6)}`;
}

/** The constraint name of a PostgreSQL unique violation (23505), else null. */
function uniqueViolation(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && typeof e.constraint === 'string' ? e.constraint : null;
}
