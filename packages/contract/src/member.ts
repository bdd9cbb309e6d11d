import { z } from 'zod';

const opt = (max = 64) => z.string().max(max).optional();

export const memberInfo = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  userName: z.string(),
  currencySymbol: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  totpEnabled: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** Registration user of §3 plus the call's own fields (§7). */
export const registerBody = z.object({
  username: opt(),
  password: opt(128),
  confirmPassword: opt(128),
  payeeName: opt(),
  email: opt(254),
  qqNum: opt(),
  mobileNum: opt(20),
  countryDialingCode: opt(6),
  recommenderId: opt(),
  captchaId: opt(),
  captcha: opt(12),
  verificationCode: opt(12),
  affiliateCode: opt(),
  paymentPassword: opt(128),
  line: opt(),
  whatsapp: opt(),
  facebook: opt(),
  wechat: opt(),
  idNumber: opt(),
  referralCode: opt(),
  domain: opt(253),
  registerUrl: opt(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
  termsAccepted: z.boolean().optional(),
  ageConfirmed: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const changePasswordBody = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
  verificationCode: opt(12),
});

export const passwordEmailBody = z.object({ username: z.string().max(64), email: z.string().max(254) });

export const passwordResetBody = z.object({
  token: z.string().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const passwordVerificationBody = z.object({
  mobileNum: z.string().max(20),
  countryDialingCode: z.string().max(6).default('63'),
  verificationCode: z.string().max(12),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
});

export const affiliateQuery = z.object({ code: z.string().max(64), domain: z.string().max(253).optional() });
export const affiliateAnswer = z.object({ valid: z.literal(true), agentName: z.string() });

export const smsNoLoginBody = z.object({
  mobileNum: z.string().max(20),
  countryDialingCode: z.string().max(6).default('63'),
  purpose: z.enum(['login', 'reset']).default('login'),
});
export const smsRegisterBody = z.object({
  mobileNo: z.string().max(20),
  countryDialingCode: z.string().max(6).default('63'),
  geetest: z.record(z.string(), z.string().max(256)).optional(),
});
/** A code for a new-IP challenge (sms or e-mail): the body names the challenge only, never a number or an address. */
export const smsChallengeBody = z.object({ challengeId: z.string().max(64) });
export const smsAnswer = z.object({ expiredMinutes: z.number() });

export const totpSetupAnswer = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpEnableBody = z.object({ code: z.string().max(8) });

export const outboxEntry = z.object({
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** Answers of the password recovery calls. */
export const passwordEmailAnswer = z.object({ sent: z.literal(true) });
export const passwordResetAnswer = z.object({ reset: z.literal(true) });

/** GET /dev/outbox: `to` is 639171234567 (sms), a lower-case address (email) or captcha:<id>. */
export const outboxQuery = z.object({
  to: z.string().max(320).optional(),
  channel: outboxEntry.shape.channel.optional(),
});
