import { CAPTCHA_ASKED } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { countAttempt } from '../../lib/rate-limit.js';
import { checkCaptcha } from '../captcha/index.js';
import { OPERATOR_LOGIN_LIMITS as L } from './operator.rules.js';

/**
 * Operator sign-in attempts, counted per account and per address (PostgreSQL counters shared by
 * every instance) before anything is checked, so a parallel burst gets no more checks than a
 * serial one. Failures slow the guesser, never the owner: past a few failures of the account or
 * the address every attempt needs a captcha (one per attempt), and past its limit the address is
 * refused (429). The account itself is never refused, so someone who knows only a username
 * cannot lock its owner out: the right password, a fresh TOTP code and a captcha sign in.
 */
export async function operatorLoginThrottle(db: Db, username: string, ip: string) {
  const attempt = await countAttempt(
    db,
    { account: `ops:login:acct:${username.toLowerCase()}`, ip: `ops:login:ip:${ip}` },
    L.windowSeconds,
  );
  const { accountBefore, ipBefore, takeBack } = attempt;
  if (ipBefore >= L.perIp) {
    await takeBack();
    throw new AppError('rate_limited');
  }
  const captchaNeeded = (acct: number, byIp: number) => acct >= L.captchaAfterAccount || byIp >= L.captchaAfterIp;

  return {
    /** Checks (and burns) the captcha when the failures before this attempt require one. */
    async requireCaptcha(captchaId: string | undefined, captcha: string | undefined) {
      if (!captchaNeeded(accountBefore, ipBefore)) return;
      try {
        await checkCaptcha(db, null, captchaId, captcha);
      } catch (e) {
        // An attempt refused before any check is not a guess.
        await takeBack();
        throw e;
      }
    },
    /** The attempt stays counted; the answer says when the next one needs a captcha. */
    async fail(): Promise<never> {
      const [acct, byIp] = await attempt.hits();
      throw new AppError('login_failed', captchaNeeded(acct, byIp) ? CAPTCHA_ASKED : undefined);
    },
    /** A sign-in clears the account's failures and takes the address's attempt back. */
    succeed: attempt.succeed,
  };
}
