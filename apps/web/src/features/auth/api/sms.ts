import type { z } from 'zod';
import { API, type smsAnswer } from '@playhouse/contract';
import { call } from '../../../lib/api-client';

export type SmsSent = z.infer<typeof smsAnswer>;

/** POST /wps/verification/sms/noLogin: a code for an sms login or a password reset. */
export const sendNoLoginSms = (mobileNum: string, countryDialingCode: string, purpose: 'login' | 'reset') =>
  call(API.verification.smsNoLogin, { method: 'POST', body: { mobileNum, countryDialingCode, purpose } });

/** POST /wps/verification/sms/register (note: the field is mobileNo here). */
export const sendRegisterSms = (mobileNo: string, countryDialingCode: string) =>
  call(API.verification.smsRegister, { method: 'POST', body: { mobileNo, countryDialingCode } });

/** POST /wps/verification/sms/challenge: a code to the account's mobile for a new-IP login. */
export const sendChallengeSms = (challengeId: string) =>
  call(API.verification.smsLoginChallenge, { method: 'POST', body: { challengeId } });

/** POST /wps/verification/email/challenge: a code to the account's registered e-mail for a new-IP login. */
export const sendChallengeEmail = (challengeId: string) =>
  call(API.verification.emailLoginChallenge, { method: 'POST', body: { challengeId } });

/** POST /wps/verification/sms/password (signed in): a code to the member's own mobile (CHNGPASSVERIF3). */
export const sendPasswordSms = () => call(API.verification.smsPassword, { method: 'POST', body: {} });
