import { useCallback } from 'react';
import type { LoginResult } from '@playhouse/contract';
import { useDialogs } from '../dialogs';
import { useSession } from '../session';

/**
 * What follows a successful login: store the token, then either the forced password change
 * (default or expired password; not for sms logins, which pass no password) or close.
 */
export function useFinishLogin() {
  const { signIn } = useSession();
  const { open, close } = useDialogs();
  return useCallback(
    (result: LoginResult, opts: { remember: boolean; password?: string }) => {
      signIn(result.token, opts.remember);
      const reason = result.changePasswordReason ?? (result.passwordExpired ? 'expired' : null);
      if (reason && opts.password !== undefined) {
        open('changePassword', { forced: reason, oldPassword: opts.password, remember: opts.remember });
      } else {
        close();
      }
    },
    [signIn, open, close],
  );
}
