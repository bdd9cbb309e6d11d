import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isErrorCode } from '@playhouse/contract';
import { useDialogs } from '../../lib/dialogs';

const RESET_PARAM = 'resetToken';
const SOCIAL_ERROR_PARAM = 'socialError';

/**
 * One-shot intents carried in the URL by emails and the social sign-in callback:
 * `?resetToken=` opens the reset dialog, `?socialError=<code>` shows that code's message.
 * Both leave the address bar once read, so a reload does not repeat them.
 */
export function useUrlIntents() {
  const { open } = useDialogs();
  const [params, setParams] = useSearchParams();
  const [socialError, setSocialError] = useState<string | null>(null);

  useEffect(() => {
    const reset = params.get(RESET_PARAM);
    const social = params.get(SOCIAL_ERROR_PARAM);
    if (reset === null && social === null) return;
    if (reset) open('resetPassword', { token: reset });
    // Only a known error code is shown as such; anything else is the generic social failure.
    if (social !== null) setSocialError(isErrorCode(social) ? social : 'social_login_failed');
    const next = new URLSearchParams(params);
    next.delete(RESET_PARAM);
    next.delete(SOCIAL_ERROR_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams, open]);

  return { socialError, dismissSocialError: () => setSocialError(null) };
}
