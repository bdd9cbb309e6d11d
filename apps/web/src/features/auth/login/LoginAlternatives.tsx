import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type SocialProvider } from '@playhouse/contract';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { getMerchantCode } from '../../../lib/session-store';
import { useWhitelabel } from '../../../lib/site-queries';
import { freeplayLogin } from '../api/freeplay';
import { apiErrorMsg } from '../../../lib/forms/messages';
import type { LoginFormProps } from './types';

/** The social start URL: the server runs the OAuth flow and comes back to returnTo with a session. */
function socialStartUrl(provider: SocialProvider, merchant: string) {
  const q = new URLSearchParams({ merchant, returnTo: paths.home });
  return `${API.session.socialStart.replace(':provider', provider)}?${q.toString()}`;
}

/** Trial login (FREEPLAY3) and one-click Google / Facebook login, as the white-label says. */
export function LoginAlternatives({ setError }: Pick<LoginFormProps, 'setError'>) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const { close } = useDialogs();
  const whitelabel = useWhitelabel().data;
  const [busy, setBusy] = useState(false);
  if (!whitelabel) return null;
  const trial = whitelabel.flags.FREEPLAY3;
  const social = (['google', 'facebook'] as const).filter((p) => whitelabel.social[p]);
  if (!trial && social.length === 0) return null;

  const tryFree = async () => {
    setError(null);
    setBusy(true);
    try {
      const result = await freeplayLogin();
      signIn(result.token, false);
      close();
    } catch (err) {
      setError(apiErrorMsg(err));
    } finally {
      setBusy(false);
    }
  };
  const merchant = getMerchantCode() ?? whitelabel.merchantCode;

  return (
    <div className="auth-alternatives">
      <div className="auth-divider">
        <span>{t('auth_or')}</span>
      </div>
      {trial ? (
        <Button variant="ghost" className="auth-wide" disabled={busy} onClick={() => void tryFree()} data-testid="login-trial">
          {t('auth_try_free')}
        </Button>
      ) : null}
      {social.length ? (
        <div className="auth-social">
          {social.map((p) => (
            <Button
              key={p}
              variant="secondary"
              className={`auth-social-btn auth-social-${p}`}
              data-testid={`login-${p}`}
              onClick={() => window.location.assign(socialStartUrl(p, merchant))}
            >
              {t(`auth_social_${p}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
