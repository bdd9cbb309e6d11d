/** The operator module's fixed rules (not merchant settings: operators may span merchants). */

export const OPERATOR_KEY_PREFIX = 'opk_';

/** Operator sessions end after 30 idle minutes and at most 12 hours after sign-in (the contract's: the console warns before). */
export { OPERATOR_SESSION } from '@playhouse/contract';

/**
 * Sign-in throttle, per 15-minute window: after 3 failures of an account or 5 of an address a
 * captcha is asked for on every attempt; an address is refused after 30. The account is never
 * refused (see login-throttle.ts).
 */
export const OPERATOR_LOGIN_LIMITS = { captchaAfterAccount: 3, captchaAfterIp: 5, perIp: 30, windowSeconds: 15 * 60 } as const;

/** Keys always expire; the longest life a key may be given. */
export const KEY_MAX_DAYS = 366;
