import { CAPTCHA_ASKED, type ErrorCode } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { countAttempt, loginFailureKey } from '../../lib/rate-limit.js';
import { checkCaptcha } from '../captcha/index.js';
import type { Merchant } from '../merchant/index.js';

export interface LoginThrottle {
  /** Checks the captcha when the failures so far (or the merchant) require one. */
  requireCaptcha(captchaId: string | undefined, captcha: string | undefined): Promise<void>;
  /** The credentials are right: the attempt counted up front is taken back. */
  passed(): Promise<void>;
  /** Throws `code` (with the captcha flag when now needed); the attempt stays counted. */
  fail(code: ErrorCode): Promise<never>;
  /** A completed sign-in clears the account's failures (the IP's stay: they guard other accounts). */
  succeed(): Promise<void>;
}

/**
 * Sign-in attempts counted per account and per IP (PostgreSQL counters shared by every
 * instance) within the merchant's login window. Each attempt is counted BEFORE the password
 * is checked, in one atomic upsert per counter, so a parallel burst gets no more checks than a
 * serial one; proven credentials, a refused attempt or a missing captcha take the hit back.
 *
 * Past captchaAfterFailures (account or IP) a captcha is required. Past loginLimitPerIp the IP
 * is refused (429). Past loginLimitPerAccount the account asks for a captcha, never a lock, so
 * a guesser cannot lock the owner out; a merchant with loginHardLock refuses it (429) instead,
 * until the window ends or a password reset clears the counter.
 * `account` names the subject, e.g. `user:alice` or `mobile:639171234567`.
 */
export async function loginThrottle(db: Db, merchant: Merchant, account: string, ip: string): Promise<LoginThrottle> {
  const s = merchant.settings;
  const window = s.loginWindowMinutes * 60;
  const attempt = await countAttempt(
    db,
    { account: loginFailureKey(merchant.id, account), ip: `login:fail:ip:${merchant.id}:${ip}` },
    window,
  );
  const { accountBefore, ipBefore, takeBack } = attempt;
  if (ipBefore >= s.loginLimitPerIp || (s.loginHardLock && accountBefore >= s.loginLimitPerAccount)) {
    await takeBack();
    throw new AppError('rate_limited');
  }

  const captchaAt = Math.min(s.captchaAfterFailures, s.loginLimitPerAccount);
  const captchaNeeded = (acct: number, byIp: number) => s.captchaOnLogin || acct >= captchaAt || byIp >= s.captchaAfterFailures;

  return {
    async requireCaptcha(captchaId, captcha) {
      if (!captchaNeeded(accountBefore, ipBefore)) return;
      try {
        await checkCaptcha(db, merchant.id, captchaId, captcha);
      } catch (e) {
        await takeBack();
        throw e;
      }
    },
    passed: takeBack,
    async fail(code) {
      const [acct, byIp] = await attempt.hits();
      throw new AppError(code, captchaNeeded(acct, byIp) ? CAPTCHA_ASKED : undefined);
    },
    succeed: attempt.succeed,
  };
}
