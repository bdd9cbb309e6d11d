import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/Checkbox';
import { useDialogs } from '../../../lib/dialogs';

/** Remember-me (keeps the session 24 hours) and the forgot-password link. */
export function RememberRow({ remember }: { remember: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  const { open } = useDialogs();
  return (
    <div className="auth-row">
      <Checkbox label={t('auth_remember')} data-testid="login-remember" className="auth-row-check" {...remember} />
      <button type="button" className="auth-link" data-testid="login-forgot" onClick={() => open('forgotPassword')}>
        {t('auth_forgot_link')}
      </button>
    </div>
  );
}
