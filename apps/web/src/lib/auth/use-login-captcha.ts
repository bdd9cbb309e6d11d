import { asksForCaptcha } from '@playhouse/contract';
import { ApiError } from '../api-client';
import { useWhitelabel } from '../site-queries';
import { useCaptcha } from './use-captcha';

/**
 * The login captcha (§4): shown from the start when the merchant says so, otherwise once a
 * failed login answers with the captcha flag. `asked` lives in the dialog, so switching
 * between the username and mobile tabs keeps it.
 */
export function useLoginCaptcha(asked: boolean, setAsked: (v: boolean) => void, scope: string) {
  const onLogin = !!useWhitelabel().data?.captchaOnLogin;
  const needed = asked || onLogin;
  const captcha = useCaptcha(needed, scope);
  return {
    needed,
    captcha,
    /** The body fields for a login call. */
    fields: (answer: string) => (needed ? { captchaId: captcha.captchaId, captcha: answer.trim() } : {}),
    /** After a failed call: a used captcha is renewed (each is single-use). Returns whether the field now shows. */
    afterFailure(err: unknown, clearAnswer: () => void): boolean {
      if (needed) {
        captcha.renew();
        clearAnswer();
      }
      const flagged = err instanceof ApiError && asksForCaptcha(err.value);
      if (flagged) setAsked(true);
      return needed || flagged;
    },
  };
}
