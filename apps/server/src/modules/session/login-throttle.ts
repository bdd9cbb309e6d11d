import { CAPTCHA_ASKED, type ErrorCode } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { clear, hit, peek } from '../../lib/rate-limit.js';
import { checkCaptcha } from '../captcha/index.js';
import type { Merchant } from '../merchant/index.js';

export interface LoginThrottle {
  /** Checks the captcha when the failures so far (or the merchant) require one. */
  requireCaptcha(captchaId: string | undefined, captcha: string | undefined): Promise<void>;
  /** Counts a failure for the account and the IP, then throws `code` (with the captcha flag when now needed). */
  fail(code: ErrorCode): Promise<never>;
  /** A completed sign-in clears the account's failures (the IP's stay: they guard other accounts). */
  succeed(): Promise<void>;
}

/**
 * Failed sign-ins counted per account and per IP (PostgreSQL counters shared by every
 * instance) within the merchant's login window. Past captchaAfterFailures a captcha is
 * required; at loginLimitPerAccount / loginLimitPerIp the attempt is refused outright.
 * `account` names the subject, e.g. `user:alice` or `mobile:639171234567`.
 */
export async function loginThrottle(db: Db, merchant: Merchant, account: string, ip: string): Promise<LoginThrottle> {
  const s = merchant.settings;
  const accountKey = `login:fail:acct:${merchant.id}:${account.toLowerCase()}`;
  const ipKey = `login:fail:ip:${merchant.id}:${ip}`;
  const [accountFails, ipFails] = await Promise.all([peek(db, accountKey), peek(db, ipKey)]);
  if (accountFails >= s.loginLimitPerAccount || ipFails >= s.loginLimitPerIp) throw new AppError('rate_limited');

  const captchaNeeded = (a: number, i: number) => s.captchaOnLogin || a >= s.captchaAfterFailures || i >= s.captchaAfterFailures;

  return {
    async requireCaptcha(captchaId, captcha) {
      if (captchaNeeded(accountFails, ipFails)) await checkCaptcha(db, merchant.id, captchaId, captcha);
    },
    async fail(code) {
      const window = s.loginWindowMinutes * 60;
      const a = await hit(db, accountKey, window);
      const i = await hit(db, ipKey, window);
      throw new AppError(code, captchaNeeded(a.hits, i.hits) ? CAPTCHA_ASKED : undefined);
    },
    async succeed() {
      await clear(db, accountKey);
    },
  };
}
