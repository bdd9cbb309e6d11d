import { z } from 'zod';

const short = (max = 64) => z.string().max(max);

export const VERIFICATION_METHODS = ['mobile', 'email', 'bankAccountName', 'totp'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** Which site signs in: the agent back office admits agents only (§6), refused before any session exists. */
export const LOGIN_SITES = ['member', 'agent'] as const;

/** POST /wps/session/login. `type` picks username+password or mobile+sms code. */
export const loginBody = z.object({
  type: z.enum(['username', 'sms']).default('username'),
  site: z.enum(LOGIN_SITES).optional(),
  username: short().optional(),
  password: short(128).optional(),
  mobileNum: short(20).optional(),
  countryDialingCode: short(6).optional(),
  verificationCode: short(12).optional(),
  captchaId: short(64).optional(),
  captcha: short(12).optional(),
  /** Answer to a new-IP challenge (verification_required). */
  verification: z.object({ challengeId: short(64), method: z.enum(VERIFICATION_METHODS), answer: short(128) }).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** Why a change is forced: the default password or an expired one; null when none. */
  changePasswordReason: z.enum(['default', 'expired']).nullable(),
  userName: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** Value of a verification_required answer. */
export const verificationChallenge = z.object({
  challengeId: z.string(),
  methods: z.array(z.enum(VERIFICATION_METHODS)),
});
export type VerificationChallenge = z.infer<typeof verificationChallenge>;

/** How long a session hand-off ticket can be redeemed (seconds); it works once. */
export const HANDOFF_TICKET_SECONDS = 60;

/** POST /wps/session/handoff: the ticket a URL carried (`?token=`), redeemed once for a session. */
export const handoffBody = z.object({ ticket: short(512) });

/** POST /wps/session/handoff/ticket: a ticket for the signed-in member, valid HANDOFF_TICKET_SECONDS once. */
export const handoffTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type HandoffTicket = z.infer<typeof handoffTicket>;

/** Value of a login failure that now needs a captcha. */
export const captchaFlag = z.object({ captcha: z.literal(true) });
/** That value, as the server sends it... */
export const CAPTCHA_ASKED: z.infer<typeof captchaFlag> = { captcha: true };
/** ...and as the browser detects it. */
export const asksForCaptcha = (value: unknown) => captchaFlag.safeParse(value).success;

export const freeplayBody = z.object({
  os: short(32).optional(),
  platform: z.literal('W').default('W'),
  token: short(512).optional(),
  gatewayVersion: z.coerce.number().int().default(3),
});

export const captchaAnswer = z.object({ captchaId: z.string(), image: z.string() });

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
