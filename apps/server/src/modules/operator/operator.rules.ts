/** The operator module's fixed rules (not merchant settings: operators may span merchants). */

export const OPERATOR_KEY_PREFIX = 'opk_';

/** Operator sessions end after 30 idle minutes and at most 12 hours after sign-in. */
export const OPERATOR_SESSION = { idleMinutes: 30, absoluteHours: 12 } as const;

/**
 * Sign-in throttle: attempts per account and per IP in a 15-minute window. Each attempt is
 * counted before the password is checked (one atomic upsert), so parallel guesses cannot get
 * past the limit; a successful sign-in takes its attempt back.
 */
export const OPERATOR_LOGIN_LIMITS = { perAccount: 5, perIp: 30, windowSeconds: 15 * 60 } as const;

/** Keys always expire; the longest life a key may be given. */
export const KEY_MAX_DAYS = 366;
