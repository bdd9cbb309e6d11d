import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/auth/CaptchaField';
import { FormError } from '../components/FormError';
import { SubmitButton } from '../components/SubmitButton';
import type { useLoginCaptcha } from '../../../lib/auth/use-login-captcha';
import { useMessage } from '../../../lib/forms/use-message';
import { RememberRow } from './RememberRow';

interface EndValues {
  captcha: string;
  remember: boolean;
}

interface Props<T extends EndValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  busy: boolean;
  loginCaptcha: ReturnType<typeof useLoginCaptcha>;
  /** The dialog's general error line. */
  error: string | null;
}

/** How both login forms end: the captcha once needed, remember-me, the general error and the submit button. */
export function LoginFormEnd<T extends EndValues>({ register, errors, busy, loginCaptcha, error }: Props<T>) {
  const { t } = useTranslation();
  const text = useMessage();
  const captchaError = (errors as FieldErrors<EndValues>).captcha?.message;
  return (
    <>
      {loginCaptcha.needed ? (
        <CaptchaField
          captcha={loginCaptcha.captcha}
          input={register('captcha' as Path<T>)}
          error={text(captchaError)}
          testPrefix="login"
        />
      ) : null}
      <RememberRow remember={register('remember' as Path<T>)} />
      <FormError message={error} />
      <SubmitButton label={t('auth_login_submit')} busy={busy} testId="login-submit" />
    </>
  );
}
