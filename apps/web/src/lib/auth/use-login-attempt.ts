import { useCallback } from 'react';
import { verificationChallenge } from '@playhouse/contract';
import { useDialogs } from '../dialogs';
import { login, type LoginRequest } from './login-api';
import { isCode } from '../forms/api-errors';
import { useFinishLogin } from './use-finish-login';

/**
 * One login call and what follows it. A sign-in from a new IP answers verification_required:
 * the 'verifyLogin' step opens with the credentials, to repeat the call with the answer.
 * Any other failure is thrown to the form.
 */
export function useLoginAttempt() {
  const finish = useFinishLogin();
  const { open } = useDialogs();
  return useCallback(
    async (body: LoginRequest, remember: boolean) => {
      try {
        const result = await login(body);
        finish(result, { remember, password: body.type === 'sms' ? undefined : body.password });
      } catch (err) {
        const challenge = isCode(err, 'verification_required') ? verificationChallenge.safeParse(err.value) : null;
        if (!challenge?.success) throw err;
        // The captcha was used up by this call; the repeated call carries the verification instead.
        const credentials: LoginRequest = { ...body, captchaId: undefined, captcha: undefined, verification: undefined };
        open('verifyLogin', { ...challenge.data, credentials, remember });
      }
    },
    [finish, open],
  );
}
