import type { ErrorCode, Language, LoginBody, VerificationMethod } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { safeEqual } from '../../lib/secrets.js';
import type { Mailer } from '../../lib/mail.js';
import type { SmsProvider } from '../../lib/sms.js';
import { verifyTotp } from '../../lib/totp.js';
import type { Merchant } from '../merchant/index.js';
import { findMember, knownIpState, type MemberRow, normalizePayeeName } from '../member/index.js';
import { consumeEmailCode, consumeSmsCode, issueEmailCode, issueSmsCode, type Mobile } from '../verification/index.js';
import type { LoginThrottle } from './login-throttle.js';
import {
  countChallengeAttempt,
  createChallenge,
  findLiveChallenge,
  passChallenge,
  type Challenge,
} from './login-challenges.repository.js';

/** Sign-in from an IP the account has not used before (§4): extra verification. */
export const CHALLENGE_MINUTES = 10;
/** Wrong answers a challenge takes before it is dead; the next sign-in then gets a new one. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

export type VerificationAnswer = NonNullable<LoginBody['verification']>;

/**
 * The methods this account can answer, in the order the client offers them; the bank account
 * holder's name only where the merchant turned it on (newIpBankNameAnswer).
 */
export function methodsFor(m: MemberRow, merchant: Merchant): VerificationMethod[] {
  const methods: VerificationMethod[] = [];
  if (m.mobile_num) methods.push('mobile');
  if (m.email?.trim()) methods.push('email');
  if (merchant.settings.newIpBankNameAnswer && m.payee_name?.trim()) methods.push('bankAccountName');
  if (m.totp_enabled && m.totp_secret) methods.push('totp');
  return methods;
}

const mobileOf = (m: MemberRow): Mobile => ({
  mobileNum: m.mobile_num ?? '',
  countryDialingCode: m.country_dialing_code ?? '63',
});

/** The live challenge a sign-in retry names, if it belongs to this member, merchant and IP. */
export async function liveChallengeFor(
  db: Db,
  merchant: Merchant,
  member: MemberRow | null,
  ip: string,
  answer: VerificationAnswer | undefined,
): Promise<Challenge | null> {
  if (!member || !answer) return null;
  return findLiveChallenge(db, merchant.id, answer.challengeId, ip, CHALLENGE_MAX_ATTEMPTS, member.id);
}

/**
 * Lets the sign-in through when the setting is off, the IP is known or the member has no
 * known IP yet (first sign-in). An account with no method to prove itself is refused
 * (verification_unavailable): a password alone never admits a new device. Otherwise it needs
 * a right answer to a live challenge; without one it opens a challenge and answers
 * verification_required. The caller records the IP as known once the sign-in completes.
 */
export async function checkNewIp(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
  ip: string,
  answer: VerificationAnswer | undefined,
  challenge: Challenge | null,
  throttle: LoginThrottle,
): Promise<void> {
  if (!merchant.settings.newIpVerification) return;
  if ((await knownIpState(db, merchant.id, member.id, ip)) !== 'new') return;
  const methods = methodsFor(member, merchant);
  if (methods.length === 0) throw new AppError('verification_unavailable');
  if (!answer || !challenge) {
    const challengeId = await createChallenge(db, merchant.id, member.id, ip, methods, CHALLENGE_MINUTES);
    throw new AppError('verification_required', { challengeId, methods });
  }
  const problem = challenge.methods.includes(answer.method)
    ? await checkAnswer(db, merchant.id, member, challenge, answer)
    : 'invalid_verification_code';
  if (problem) {
    await countChallengeAttempt(db, merchant.id, challenge.id);
    await throttle.fail(problem);
  }
  if (!(await passChallenge(db, merchant.id, challenge.id))) throw new AppError('invalid_verification_code');
}

/** The error code of a failed code check, or null when it passed. */
async function codeProblem(check: () => Promise<void>): Promise<ErrorCode | null> {
  try {
    await check();
    return null;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

/** null when right, else the error code to answer. */
async function checkAnswer(
  db: Db,
  merchantId: string,
  m: MemberRow,
  challenge: Challenge,
  a: VerificationAnswer,
): Promise<ErrorCode | null> {
  const given = a.answer.trim();
  if (!given) return a.method === 'mobile' || a.method === 'email' ? 'missing_verification_code' : 'invalid_verification_code';
  switch (a.method) {
    case 'mobile':
      if (!m.mobile_num) return 'invalid_verification_code';
      return codeProblem(() => consumeSmsCode(db, merchantId, mobileOf(m), 'challenge', given));
    case 'email':
      // A code mailed to the registered address for this very challenge: typing the address proves nothing.
      if (!m.email?.trim()) return 'invalid_verification_code';
      return codeProblem(() => consumeEmailCode(db, merchantId, 'challenge', challenge.id, given));
    case 'bankAccountName':
      return m.payee_name && safeEqual(normalizePayeeName(given), normalizePayeeName(m.payee_name))
        ? null
        : 'invalid_verification_code';
    case 'totp':
      return m.totp_enabled && m.totp_secret && verifyTotp(m.totp_secret, given) ? null : 'invalid_verification_code';
  }
}

/**
 * POST /wps/verification/sms/challenge: sends the code to the member's own number. The body
 * names only the challenge (bound to this merchant and IP), never a number.
 */
export async function sendChallengeSms(db: Db, sms: SmsProvider, merchant: Merchant, ip: string, challengeId: string) {
  const challenge = await findLiveChallenge(db, merchant.id, challengeId, ip, CHALLENGE_MAX_ATTEMPTS);
  if (!challenge || !challenge.methods.includes('mobile')) throw new AppError('not_found');
  const member = await findMember(db, merchant.id, { id: challenge.member_id });
  if (!member?.mobile_num) throw new AppError('not_found');
  return issueSmsCode(db, sms, merchant, mobileOf(member), 'challenge', ip);
}

/**
 * POST /wps/verification/email/challenge: mails a code to the member's registered address,
 * bound to this challenge. The body names only the challenge (of this merchant and IP), never
 * an address.
 */
export async function sendChallengeEmail(
  db: Db,
  mail: Mailer,
  merchant: Merchant,
  ip: string,
  lang: Language,
  challengeId: string,
) {
  const challenge = await findLiveChallenge(db, merchant.id, challengeId, ip, CHALLENGE_MAX_ATTEMPTS);
  if (!challenge || !challenge.methods.includes('email')) throw new AppError('not_found');
  const member = await findMember(db, merchant.id, { id: challenge.member_id });
  const to = member?.email?.trim();
  if (!to) throw new AppError('not_found');
  return issueEmailCode(db, mail, merchant, { purpose: 'challenge', subject: challenge.id, to, lang }, ip);
}
